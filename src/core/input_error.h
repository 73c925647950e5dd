#pragma once
// Bad input from a user or a record: the message says what is wrong and where. The CLI prints
// it as one line on stderr and exits 2; engines throw it only before changing any state.
//
// A refusal may also carry a stable `code` and the values it concerns (RefusalCode), so that a
// program — the web app, in the player's language — can say it in its own words; the message
// stays the English sentence for logs and terminals.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace cardroom {

using RefusalValue = std::variant<std::int64_t, std::string>;
using RefusalValues = std::vector<std::pair<std::string, RefusalValue>>;

// What a refusal is, for a program: "bet-above-max" with {"max": 10, "min": 20}. An empty code
// is a refusal with no name of its own (a malformed request: the message says it).
struct RefusalCode {
  RefusalCode() = default;
  RefusalCode(std::string code, RefusalValues values = {})  // NOLINT: {"code", {...}} reads best
      : code(std::move(code)), values(std::move(values)) {}
  std::string code;
  RefusalValues values;
};

class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message, RefusalCode refusal = {})
      : std::runtime_error(message), refusal_(std::move(refusal)) {}
  const RefusalCode& refusal() const { return refusal_; }

 private:
  RefusalCode refusal_;
};

}  // namespace cardroom
