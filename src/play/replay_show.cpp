// `cardroom replay --show`: saved hands stepped through on the table's own screen, every card
// open since nothing is secret any more.
#include "play/replay_show.h"

#include <istream>
#include <ostream>

#include "core/input_error.h"
#include "i18n/i18n.h"
#include "io/vying_record.h"
#include "narration/vying_narration.h"
#include "play/vying_screen.h"
#include "play/vying_summary.h"
#include "vying/hand.h"

namespace cardroom::play {

namespace {

using namespace cardroom::vying;
using i18n::tr;

Game record_game(const io::Json& record, int line) {
  const std::string where = "line " + std::to_string(line);
  if (!record.is_object()) throw InputError(where + ": expected a JSON object");
  if (!record.contains("game")) throw InputError(where + ": missing key 'game'");
  return require_game(io::read_string(record["game"], where + ": game"));
}

}  // namespace

void show_vying_record(Console& console, const io::Json& json) {
  const io::VyingRecord record = io::read_vying_record(json);
  Hand hand(record.rules, record.stacks, record.dealer, record.deck, record.seed);
  const Style& style = console.style();
  std::vector<std::string> names;
  for (std::size_t i = 0; i < record.stacks.size(); ++i)
    names.push_back(tr("seat {seat}", {{"seat", std::to_string(i)}}));
  const narration::SpeakerOf speaker = [&](int seat) {
    return narration::Speaker{names[static_cast<std::size_t>(seat)], false};
  };

  TableLook look;
  look.title = tr("Replay · {game}", {{"game", std::string(game_name(record.game))}});
  look.labels = names;
  look.story_heading = tr("So far:");
  look.story = {tr("{name} deals.", {{"name", names[static_cast<std::size_t>(record.dealer)]}}),
                narration::phase_header(hand, speaker)};
  auto draw = [&] {
    console.out() << '\n';
    for (const auto& line : draw_table(snapshot_all(hand), look, style))
      console.out() << line << '\n';
  };
  draw();
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    if (!step_on(console, tr("Enter: next action ({step} of {steps}), q: stop ",
                             {{"step", std::to_string(i + 1)},
                              {"steps", std::to_string(record.actions.size())}}))) {
      return;
    }
    const Action& action = record.actions[i];
    if (hand.finished()) {
      throw InputError("action " + std::to_string(i) + ": '" + to_string(action) +
                       "': the hand is already over");
    }
    if (const Refusal refusal = hand.check(hand.to_act(), action)) {
      throw InputError("action " + std::to_string(i) + ": " + explain(refusal));
    }
    const Hand before = hand;
    const int seat = hand.to_act();
    hand.apply(action);
    look.story.push_back(narration::narrate(before, hand, seat, action, speaker,
                                            narration::kEveryone, card_namer(style)));
    const std::string next = narration::phase_change(before, hand, speaker);
    if (!next.empty()) look.story.push_back(next);
    draw();
  }
  console.out() << '\n';
  if (!hand.finished()) {
    console.out() << tr("The record stops here; {name} is to act.",
                        {{"name", names[static_cast<std::size_t>(hand.to_act())]}})
                  << "\n";
    return;
  }
  for (const auto& line :
       hand_summary(hand, narration::kEveryone, names, record.stacks, std::nullopt, style)) {
    console.out() << line << '\n';
  }
}

bool step_on(Console& console, const std::string& prompt) {
  if (console.closed()) return !interrupted();
  const auto answer = console.ask(prompt);
  if (!answer) return !interrupted();
  return *answer != "q" && *answer != "Q" && *answer != "quit" && *answer != "quitter";
}

int show_records(Console& console, std::istream& records, std::optional<int> which) {
  std::vector<std::pair<int, io::Json>> found;  // line number, record
  std::string text;
  for (int line = 1; std::getline(records, text); ++line) {
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      found.emplace_back(line, io::parse_document(text));
    } catch (const InputError& e) {
      throw InputError("line " + std::to_string(line) + ": " + e.what());
    }
  }
  if (found.empty()) throw InputError("--show: the file holds no records");
  if (which && (*which < 1 || *which > static_cast<int>(found.size()))) {
    throw InputError("--hand " + std::to_string(*which) + ": the file holds " +
                     std::to_string(found.size()) + " record" + (found.size() == 1 ? "" : "s"));
  }
  for (std::size_t k = 0; k < found.size(); ++k) {
    if (which && static_cast<int>(k) + 1 != *which) continue;
    const auto& [line, record] = found[k];
    if (!which && k > 0 && !step_on(console, tr("Enter for the next hand, q to stop "))) break;
    console.out() << "\n"
                  << tr("Hand {hand} of {hands} (line {line})",
                        {{"hand", std::to_string(k + 1)},
                         {"hands", std::to_string(found.size())},
                         {"line", std::to_string(line)}})
                  << "\n";
    try {
      if (record_game(record, line) == Game::kFiveThreeFive) {
        show_five35_record(console, record);
      } else {
        show_vying_record(console, record);
      }
    } catch (const InputError& e) {
      const std::string message = e.what();
      if (message.rfind("line ", 0) == 0) throw;
      throw InputError("line " + std::to_string(line) + ": " + message);
    }
    if (interrupted()) break;
  }
  return 0;
}

}  // namespace cardroom::play
