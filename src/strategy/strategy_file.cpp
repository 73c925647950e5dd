#include "strategy/strategy_file.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "core/input_error.h"
#include "io/vying_rules_json.h"

namespace cardroom::strategy {
namespace {

constexpr std::string_view kFirstLine = "cardroom-strategy 1";

template <typename T>
void put(std::string& out, T value) {
  char bytes[sizeof(T)];
  std::memcpy(bytes, &value, sizeof(T));
  out.append(bytes, sizeof(T));
}

class Reader {
 public:
  Reader(std::string text, std::string path) : text_(std::move(text)), path_(std::move(path)) {}
  template <typename T>
  T get() {
    if (text_.size() - at_ < sizeof(T)) fail("it is cut short");
    T value;
    std::memcpy(&value, text_.data() + at_, sizeof(T));
    at_ += sizeof(T);
    return value;
  }
  std::string line() {
    const std::size_t end = text_.find('\n', at_);
    if (end == std::string::npos) fail("it is cut short");
    std::string l = text_.substr(at_, end - at_);
    at_ = end + 1;
    return l;
  }
  bool done() const { return at_ == text_.size(); }
  [[noreturn]] void fail(const std::string& why) const {
    throw InputError(path_ + " is not a strategy file of cardroom solve: " + why);
  }

 private:
  std::string text_, path_;
  std::size_t at_ = 0;
};

}  // namespace

io::Json solved_game_json(const SolvedGame& game) {
  return {{"rules", io::vying_rules_to_json(game.rules)},
          {"players", game.players},
          {"stack", game.stack},
          {"offer_rounds", game.offer_rounds}};
}

SolvedGame solved_game_from_json(const io::Json& json, std::string_view where) {
  io::require_object(json, where, {"rules", "players", "stack", "offer_rounds"});
  for (const char* key : {"rules", "players", "stack", "offer_rounds"}) {
    if (!json.contains(key)) throw InputError(io::at_key(where, key) + " is missing");
  }
  SolvedGame game;
  game.rules = io::vying_rules_from_json(vying::Rules{}, json.at("rules"), io::at_key(where, "rules"));
  game.players = static_cast<int>(io::read_int_in(json.at("players"), io::at_key(where, "players"), 2, vying::kMaxSeats));
  game.stack = io::read_int_in(json.at("stack"), io::at_key(where, "stack"), 1, 1'000'000'000);
  game.offer_rounds = static_cast<int>(io::read_int_in(json.at("offer_rounds"), io::at_key(where, "offer_rounds"), 0, 100));
  return game;
}

void write_strategy(const std::string& path, const StrategyTable& table) {
  std::string out(kFirstLine);
  out += '\n';
  io::Json header = {{"game", solved_game_json(table.game)}, {"summary", table.summary},
                     {"information_sets", table.probabilities.size()}};
  out += header.dump();
  out += '\n';
  for (const auto& [key, probabilities] : table.probabilities) {
    put(out, key.high);
    put(out, key.low);
    put(out, static_cast<std::uint8_t>(probabilities.size()));
    for (const float p : probabilities) put(out, p);
  }
  // Written beside and renamed over: a reader never sees half a file.
  const std::string temporary = path + ".partial";
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file.write(out.data(), static_cast<std::streamsize>(out.size()));
    if (!file) throw InputError("cannot write the strategy to " + path);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    throw InputError("cannot write the strategy to " + path);
  }
}

StrategyTable read_strategy(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw InputError("cannot read the strategy file " + path);
  std::ostringstream text;
  text << file.rdbuf();
  Reader in(text.str(), path);
  if (in.line() != kFirstLine) in.fail("its first line is not \"" + std::string(kFirstLine) + "\"");
  StrategyTable table;
  io::Json header;
  try {
    header = io::parse_document(in.line());
    io::require_object(header, "strategy", {"game", "summary", "information_sets"});
    table.game = solved_game_from_json(header.at("game"), "strategy.game");
    table.summary = header.value("summary", io::Json::object());
  } catch (const InputError& e) {
    in.fail(e.what());
  } catch (const std::exception& e) {
    in.fail(e.what());
  }
  const auto count = static_cast<std::size_t>(io::read_int(header.at("information_sets"), "strategy.information_sets"));
  table.probabilities.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    InfoKey key;
    key.high = in.get<std::uint64_t>();
    key.low = in.get<std::uint64_t>();
    std::vector<float> probabilities(in.get<std::uint8_t>());
    for (float& p : probabilities) p = in.get<float>();
    table.probabilities.emplace(key, std::move(probabilities));
  }
  if (!in.done()) in.fail("it goes on after its last record");
  return table;
}

}  // namespace cardroom::strategy
