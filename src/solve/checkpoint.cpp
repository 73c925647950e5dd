#include "solve/checkpoint.h"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/input_error.h"

namespace cardroom::solve {
namespace {

constexpr std::string_view kFirstLine = "cardroom-solve-checkpoint 1";

}  // namespace

void write_checkpoint(const std::string& path, const strategy::SolvedGame& game, Method method,
                      const Solver::Sums& sums) {
  std::string out(kFirstLine);
  out += '\n';
  out += io::Json{{"game", strategy::solved_game_json(game)},
                  {"method", std::string(name(method))},
                  {"iterations", sums.iterations},
                  {"actions", sums.regrets.size()}}
             .dump();
  out += '\n';
  for (const std::vector<double>* v : {&sums.regrets, &sums.strategy_sums}) {
    out.append(reinterpret_cast<const char*>(v->data()), v->size() * sizeof(double));
  }
  const std::string temporary = path + ".partial";
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file.write(out.data(), static_cast<std::streamsize>(out.size()));
    if (!file) throw InputError("cannot write the checkpoint " + path);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) throw InputError("cannot write the checkpoint " + path);
}

std::optional<Solver::Sums> read_checkpoint(const std::string& path, const strategy::SolvedGame& game,
                                            Method method) {
  if (!std::filesystem::exists(path)) return std::nullopt;
  std::ifstream file(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << file.rdbuf();
  const std::string text = buffer.str();
  auto fail = [&](const std::string& why) -> InputError {
    return InputError("the checkpoint " + path + " " + why);
  };
  const std::size_t first = text.find('\n');
  const std::size_t second = first == std::string::npos ? first : text.find('\n', first + 1);
  if (second == std::string::npos || text.compare(0, first, kFirstLine) != 0) {
    throw fail("is not a checkpoint of cardroom solve");
  }
  const io::Json header = io::parse_document(std::string_view(text).substr(first + 1, second - first - 1));
  if (strategy::solved_game_from_json(header.at("game"), "checkpoint.game") != game) {
    throw fail("is of another game (rules, stack or offer rounds differ): remove it or change the options");
  }
  if (header.value("method", "") != name(method)) throw fail("was made with --method " + header.value("method", "?"));
  Solver::Sums sums;
  sums.iterations = header.at("iterations").get<int>();
  const auto count = header.at("actions").get<std::size_t>();
  if (text.size() - second - 1 != 2 * count * sizeof(double)) throw fail("is cut short");
  sums.regrets.resize(count);
  sums.strategy_sums.resize(count);
  std::memcpy(sums.regrets.data(), text.data() + second + 1, count * sizeof(double));
  std::memcpy(sums.strategy_sums.data(), text.data() + second + 1 + count * sizeof(double), count * sizeof(double));
  return sums;
}

}  // namespace cardroom::solve
