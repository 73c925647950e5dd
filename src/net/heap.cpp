#include "net/heap.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace cardroom::server {

void settle_heap() {
#if defined(__GLIBC__)
  // SQLite frees a statement's savepoint memory after every write; with glibc's default trim
  // threshold each free handed pages back to the kernel (madvise, brk) and took them again at
  // the next write, with a TLB flush across cores each time: three quarters of the server's
  // time under load (scripts/server-load). Keep freed memory in the process instead, and give
  // it back in one go now and then (give_back_free_memory).
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  // A block of 1 MiB or more (a page of the history, a few megabytes of text) is mapped for
  // itself and unmapped when freed. From the threads' arenas, such blocks left holes that the
  // small allocations around them kept from going back: after a burst of history pages the
  // resident size stayed 26 MB higher, trimmed or not. SQLite's and the tables' allocations are
  // far smaller than this.
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

void give_back_free_memory() {
#if defined(__GLIBC__)
  malloc_trim(0);  // every arena, its free pages in the middle as well as at the top
#endif
}

}  // namespace cardroom::server
