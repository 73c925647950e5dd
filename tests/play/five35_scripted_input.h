#pragma once
// Input typed by a script that looks at the table before each answer, the way a player does:
// a streambuf whose every line comes from a callback, called only when the table reads.
#include <functional>
#include <optional>
#include <streambuf>
#include <string>

namespace cardroom::play::testing {

class ScriptedInput : public std::streambuf {
 public:
  // `next` returns the next line typed (without its newline), or nothing for end of input.
  using Next = std::function<std::optional<std::string>()>;
  explicit ScriptedInput(Next next) : next_(std::move(next)) {}

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    const std::optional<std::string> line = next_();
    if (!line) return traits_type::eof();
    buffer_ = *line + "\n";
    setg(buffer_.data(), buffer_.data(), buffer_.data() + buffer_.size());
    return traits_type::to_int_type(*gptr());
  }

 private:
  Next next_;
  std::string buffer_;
};

// True when `text` ends with `suffix` (the prompt the table is waiting at).
inline bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace cardroom::play::testing
