#pragma once
// The solver's checkpoint (`cardroom solve --checkpoint FILE`): the game, the method and the
// running sums, so the same command started again goes on exactly where it stopped. The line
// "cardroom-solve-checkpoint 1", a line of JSON, then the sums as little-endian doubles.
#include <optional>
#include <string>

#include "solve/cfr.h"
#include "strategy/strategy_file.h"

namespace cardroom::solve {

void write_checkpoint(const std::string& path, const strategy::SolvedGame& game, Method method,
                      const Solver::Sums& sums);
// nullopt when there is no file; InputError when it is not a checkpoint of this game and method.
std::optional<Solver::Sums> read_checkpoint(const std::string& path, const strategy::SolvedGame& game,
                                            Method method);

}  // namespace cardroom::solve
