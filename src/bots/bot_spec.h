#pragma once
// A bot named with its parameters: "ismcts:iterations=2000,c=0.7". The kind comes first, then
// name=value pairs after a colon, separated by commas.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cardroom::bots {

struct BotSpec {
  std::string kind;
  std::vector<std::pair<std::string, std::string>> params;

  // The canonical text, as parsed: "ismcts:iterations=2000".
  std::string text() const;
};

// Throws InputError for text that is not `kind[:name=value,...]`.
BotSpec parse_bot_spec(std::string_view text);
// "a,b:x=1,c" -> three specs. A comma inside a bot's parameters belongs to that bot when what
// follows it is `name=value`.
std::vector<BotSpec> parse_bot_list(std::string_view text);

// Reads a spec's parameters by name with defaults and bounds; unknown names are an error.
class BotParams {
 public:
  explicit BotParams(const BotSpec& spec) : spec_(spec) {}
  std::int64_t integer(std::string_view name, std::int64_t fallback, std::int64_t lo,
                       std::int64_t hi);
  double number(std::string_view name, double fallback, double lo, double hi);
  // A text parameter (a file name, say); `fallback` when absent.
  std::string text(std::string_view name, std::string fallback);
  // Throws InputError naming the first parameter never asked for, listing the known ones.
  void done() const;

 private:
  const std::string* find(std::string_view name);
  const BotSpec& spec_;
  std::vector<std::string> asked_;
};

}  // namespace cardroom::bots
