#include "play/console.h"

#include <csignal>
#include <istream>
#include <ostream>

namespace cardroom::play {

namespace {

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int) { g_interrupted = 1; }

std::string trimmed(const std::string& line) {
  const auto first = line.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  const auto last = line.find_last_not_of(" \t\r");
  return line.substr(first, last - first + 1);
}

}  // namespace

Console::Console(std::istream& in, std::ostream& out, Style style, bool echo)
    : in_(in), out_(out), style_(style), echo_(echo) {}

std::optional<std::string> Console::ask(std::string_view prompt) {
  if (closed_ || interrupted()) {
    closed_ = true;
    return std::nullopt;
  }
  out_ << prompt << std::flush;
  std::string line;
  if (!std::getline(in_, line) || interrupted()) {
    closed_ = true;
    out_ << '\n';
    return std::nullopt;
  }
  std::string answer = trimmed(line);
  if (echo_) out_ << answer << '\n';
  return answer;
}

void catch_interrupts() {
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: the blocked read returns with EINTR
  sigaction(SIGINT, &action, nullptr);
}

bool interrupted() { return g_interrupted != 0; }

bool is_yes(std::string_view a) {
  return a == "y" || a == "yes" || a == "q" || a == "o" || a == "oui";
}

bool is_no(std::string_view a) { return a == "n" || a == "no" || a == "non"; }

}  // namespace cardroom::play
