#pragma once
// The conversation with the player at the terminal: lines out, answers in. It reads from any
// istream so the play loop can be driven by a script in tests. End of input and Ctrl-C both end
// the conversation: ask() then returns nothing and the caller winds up with a summary.
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "play/style.h"

namespace cardroom::play {

class Console {
 public:
  // `echo` writes each answer after its prompt, so a transcript read from a file or a test
  // looks as it would have on a terminal.
  Console(std::istream& in, std::ostream& out, Style style, bool echo = false);

  std::ostream& out() { return out_; }
  const Style& style() const { return style_; }

  // Prints `prompt` and reads one line, trimmed of surrounding spaces. Nothing at end of input
  // or once Ctrl-C has been pressed.
  std::optional<std::string> ask(std::string_view prompt);
  // True once ask() has met end of input or an interrupt; every later ask() returns nothing.
  bool closed() const { return closed_; }
  // Ends the conversation without asking: nobody is there to answer (replays whose standard
  // input is not a terminal print every step).
  void close() { closed_ = true; }

 private:
  std::istream& in_;
  std::ostream& out_;
  Style style_;
  bool echo_;
  bool closed_ = false;
};

// Yes and no to a question, in English or French (lowered): "y", "yes", "q", "o", "oui" / "n",
// "no", "non".
bool is_yes(std::string_view lowered_answer);
bool is_no(std::string_view lowered_answer);

// Makes Ctrl-C end the conversation instead of the process: the pending read fails and ask()
// returns nothing (installed without SA_RESTART, so a blocking read is interrupted).
void catch_interrupts();
bool interrupted();

}  // namespace cardroom::play
