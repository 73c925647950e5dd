#pragma once

// The server's heap over a long run (docs/server.md "Bounded by what is live").
namespace cardroom::server {

// At start: freed memory stays in the process between writes (heap.cpp says why).
void settle_heap();

// Returns the allocator's free pages to the system. The live heap of `cardroom serve` stays
// small (about 13 MB at 300 busy tables, measured with heaptrack), but with the trimming that
// settle_heap turns off, what the threads freed stayed resident: in a soak the resident size
// rose in steps with the hands played (64 -> 121 MB at once) while the heap did not. `serve`
// calls this every 30 s or so, after a sweep.
void give_back_free_memory();

}  // namespace cardroom::server
