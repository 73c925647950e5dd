#pragma once
// A player for tests of the terminal table: an input stream whose next line is decided by a
// policy that reads what the table printed since the last answer, so a test plays whole hands
// whatever cards the seed deals. The transcript is the output stream itself.
#include <cctype>
#include <functional>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

namespace cardroom::play::testing {

// Reads what the table said since the last answer; returns the next line, or nothing to end
// the input.
using Policy = std::function<std::optional<std::string>(const std::string& since_last)>;

// The text without colour codes (ESC [ ... letter), as a person reads it.
inline std::string without_escapes(const std::string& text) {
  std::string plain;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\x1b') {
      while (i + 1 < text.size() && !std::isalpha(static_cast<unsigned char>(text[i + 1]))) ++i;
      ++i;
      continue;
    }
    plain += text[i];
  }
  return plain;
}

class ReactiveInput : public std::streambuf {
 public:
  ReactiveInput(const std::ostringstream& out, Policy policy)
      : out_(out), policy_(std::move(policy)) {}
  std::vector<std::string> answers;

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    const std::string all = out_.str();
    const std::string since = without_escapes(all.substr(seen_));
    seen_ = all.size();
    if (answers.size() > 5000) return traits_type::eof();  // a runaway loop is a failure
    const auto line = policy_(since);
    if (!line) return traits_type::eof();
    answers.push_back(*line);
    buffer_ = *line + "\n";
    setg(buffer_.data(), buffer_.data(), buffer_.data() + buffer_.size());
    return traits_type::to_int_type(*gptr());
  }

 private:
  const std::ostringstream& out_;
  Policy policy_;
  std::size_t seen_ = 0;
  std::string buffer_;
};

// The last line that starts with `prefix` in `text`, or empty.
inline std::string last_line_with(const std::string& text, const std::string& prefix) {
  std::string found;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(prefix, 0) == 0) found = line;
  }
  return found;
}

// A patient player: exposes the first card offered, checks or calls, takes `takes` cards in
// total then stands, declares `declaration`, chooses the first game without house rules, and
// deals on. Never folds.
inline std::optional<std::string> steady_answer(const std::string& since, int& takes,
                                                const std::string& declaration = "hi") {
  const std::string menu = last_line_with(since, "Your turn: ");
  if (since.find("Enter for the next hand") != std::string::npos) return "";
  if (since.find("Game (Enter") != std::string::npos) return "";
  if (since.find("House rules for this hand") != std::string::npos) return "";
  if (since.find("Quit the session?") != std::string::npos) return "n";
  if (menu.empty()) return "";
  const auto expose = menu.find("expose ");
  if (expose != std::string::npos) {
    const auto end = menu.find(' ', expose + 7);
    return menu.substr(expose + 7, end - expose - 7);
  }
  if (menu.find("declare") != std::string::npos) return declaration;
  if (menu.find("take") != std::string::npos) {
    if (takes > 0) {
      --takes;
      return "t";
    }
    return "s";
  }
  if (menu.find("check") != std::string::npos || menu.find("call ") != std::string::npos)
    return "c";
  if (menu.find("all-in") != std::string::npos) return "a";
  return "f";
}

}  // namespace cardroom::play::testing
