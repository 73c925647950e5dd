#pragma once

// The server's heap over a long run (docs/server.md "Bounded by what is live").
namespace cardroom::server {

// At start: freed memory stays in the process between writes (heap.cpp says why).
void settle_heap();

// Returns the allocator's free pages to the system. The live heap of `cardroom serve` stays
// small (in a soak of 200 tables, heaptrack counted 27 MB still allocated at 23,000 hands and 41
// MB at the most), but with the trimming that settle_heap turns off, what the threads freed
// stayed resident, and the resident size rose in steps with the hands played (64 -> 121 MB at
// once). `serve` calls this every 30 s or so, after a sweep.
void give_back_free_memory();

}  // namespace cardroom::server
