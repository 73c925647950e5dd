// Action words of both families, as typed at the terminal, sent by the web app and kept in
// records. Vying (vying/action.h): a word is an action or is refused with a reason; an action
// reads back from its canonical words to itself, and those words are canonical (a fixed point).
// Five Three Five (five35/action_words.h): refused with InputError, or a move of 1 to 3 real
// cards (none for a pass) whose words read back to the same move.
#include <cstdint>
#include <string>

#include "five35/action_words.h"
#include "fuzz_check.h"
#include "fuzz_choices.h"
#include "vying/action.h"

namespace cardroom::fuzz {
namespace {

void vying_word(std::string_view text) {
  std::string why;
  const auto action = vying::parse_action(text, &why);
  if (!action) {
    FUZZ_EXPECT(!why.empty(), std::string(text));
    return;
  }
  const std::string words = vying::to_string(*action);
  const vying::Action again = written_reads_back(
      *action, words, refusing([](std::string_view w) { return vying::parse_action(w); }),
      "parse_action again", text);
  FUZZ_EXPECT(vying::to_string(again) == words, words);
  switch (action->kind) {
    case vying::ActionKind::kBet:
    case vying::ActionKind::kRaise:
      FUZZ_EXPECT(action->amount > 0, words);
      break;
    case vying::ActionKind::kExpose:
      FUZZ_EXPECT(!action->card.is_hidden(), words);
      break;
    case vying::ActionKind::kDeclare:
      FUZZ_EXPECT(action->declaration != vying::Declaration::kNone, words);
      break;
    default:
      FUZZ_EXPECT(action->amount == 0, words);
  }
}

void five35_word(std::string_view text) {
  five35::Move move;
  if (!accepted([&] { move = five35::parse_words(text); }, "parse_words")) return;
  const int cards = move.cards.size();
  if (move.action == five35::Action::kPass) {
    FUZZ_EXPECT(cards == 0, std::string(text));
  } else {
    FUZZ_EXPECT(cards >= 1 && cards <= 3, std::string(text));
  }
  for (int r = 0; r < five35::kRankCount; ++r) FUZZ_EXPECT(move.cards.count(r) <= 3, std::string(text));
  FUZZ_EXPECT((move.cards.bits() >> (4 * five35::kRankCount)) == 0, std::string(text));
  const std::string words = five35::to_words(move);
  const five35::Move again = written_reads_back(
      move, words, [](const std::string& w) { return five35::parse_words(w); }, "parse_words again",
      text);
  FUZZ_EXPECT(five35::to_words(again) == words, words);
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardroom::fuzz;
  Bytes bytes(data, size);
  if (bytes.below(2) == 0) {
    vying_word(bytes.rest());
  } else {
    five35_word(bytes.rest());
  }
  return 0;
}
