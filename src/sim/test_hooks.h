#pragma once
// Hidden switches that let tests stop a run at an exact point instead of racing a timer:
//   CARDROOM_TEST_STOP_AFTER_BLOCKS=N   once N blocks are merged, rank 0 saves its checkpoint
//                                       and kills itself (SIGKILL): "killed midway", exactly.
//   CARDROOM_TEST_FAIL_RANK=R           rank R (0 in a plain run) fails as it starts its share
//   CARDROOM_TEST_FAIL_RANK=R:kill      of the run with an error, or is killed by SIGKILL (not
//                                       at its first block: it may get none, the others being
//                                       quick enough to play them all).
// They are read once per run; nothing else looks at them.
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/input_error.h"

namespace cardroom::sim {

struct TestHooks {
  std::int64_t stop_after_blocks = 0;
  int fail_rank = -1;
  bool fail_by_kill = false;

  static TestHooks from_environment() {
    TestHooks hooks;
    if (const char* n = std::getenv("CARDROOM_TEST_STOP_AFTER_BLOCKS")) {
      hooks.stop_after_blocks = std::atoll(n);
    }
    if (const char* r = std::getenv("CARDROOM_TEST_FAIL_RANK")) {
      const std::string text = r;
      hooks.fail_rank = std::atoi(text.c_str());
      hooks.fail_by_kill = text.find(":kill") != std::string::npos;
    }
    return hooks;
  }

  void maybe_fail(int rank) const {
    if (rank != fail_rank) return;
    if (fail_by_kill) std::raise(SIGKILL);
    throw InputError("rank " + std::to_string(rank) + " failed as CARDROOM_TEST_FAIL_RANK asked");
  }
};

}  // namespace cardroom::sim
