#pragma once
// A long run's merged partial statistics on disk, so a stopped run (a preempted cluster job)
// started again with the same command resumes where it stopped and ends with the same bytes
// as a run that never stopped. The file is a line of JSON (what run it belongs to, how many
// blocks it holds) followed by the statistics' exact image (core/bytes.h). It is replaced
// atomically: written beside the target, flushed, then renamed over it, so a kill at any
// moment leaves the previous checkpoint or the new one, never half of one.
#include <cstdint>
#include <optional>
#include <string>

#include "io/json_read.h"

namespace cardroom::sim {

struct Checkpoint {
  io::Json run;                  // the command and every option that changes the result
  std::int64_t blocks_done = 0;  // blocks 0 .. blocks_done - 1 are merged into `state`
  std::int64_t csv_bytes = 0;    // bytes of --csv written for those blocks (0 without --csv)
  std::string state;             // the merged statistics' image
};

// Throws InputError naming `path` when the file cannot be written.
void write_checkpoint(const std::string& path, const Checkpoint& checkpoint);
// Nothing when there is no such file; InputError when it is not a checkpoint.
std::optional<Checkpoint> read_checkpoint(const std::string& path);
// Throws InputError naming the first option in which the checkpoint's run differs from this
// one's, with both values.
void check_same_run(const std::string& path, const io::Json& here, const io::Json& there);

}  // namespace cardroom::sim
