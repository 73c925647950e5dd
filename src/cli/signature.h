#pragma once
// `cardroom bench --signature`: one checksum of a fixed, seeded workload in every game, as chess
// engines print the node count of their `bench`. A change made for speed shows in one line that
// it changed no behaviour: the same signature, or a different one and the reason why.
#include <cstdint>
#include <string>

namespace cardroom::cli {

struct Signature {
  std::uint64_t checksum = 0;  // FNV-1a of every action, move and outcome, in order
  std::int64_t events = 0;     // how many were hashed (actions, moves, payouts, scores)
};

// Plays the workload (docs/simulate.md "The signature"): random and heuristic players at 7-27
// and 15-35 (two to six seats, every hand to its payouts), and Five Three Five rounds and games
// with random and heuristic players (every move, every round's points). Same on every machine.
Signature bench_signature();

// "0123456789abcdef": the checksum as 16 hex digits.
std::string hex(std::uint64_t checksum);

}  // namespace cardroom::cli
