// `cardroom replay --show` for a Five Three Five round: the round dealt, then one move at a
// time, drawn like the table but with every hand face up (a replay hides nothing), and the
// round's summary at the end.
#include "i18n/i18n.h"
#include "narration/five35_narration.h"
#include "play/five35_record.h"
#include "play/five35_screen.h"
#include "play/five35_summary.h"
#include "play/replay_show.h"

namespace cardroom::play {

using namespace five35;
using i18n::tr;

namespace {

void say(Console& console, const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    for (const std::string& part : wrap(line, kScreenWidth, "    ")) console.out() << part << '\n';
  }
  console.out() << std::flush;
}

std::vector<std::int64_t> totals_after(const Round& round,
                                       const std::vector<std::int64_t>& before) {
  std::vector<std::int64_t> totals = before;
  for (int seat = 0; seat < round.players(); ++seat) {
    totals[std::size_t(seat)] += round.round_points(seat);
  }
  return totals;
}

}  // namespace

void show_five35_record(Console& console, const io::Json& record) {
  const Five35Replay replay = read_five35_replay(record);
  Round round = replay.start;
  const int players = round.players();
  std::vector<std::string> names;
  for (int seat = 0; seat < players; ++seat) {
    names.push_back(tr("Seat {seat}", {{"seat", std::to_string(seat)}}));
  }
  const std::string title =
      tr("replay, round {round}", {{"round", std::to_string(replay.round_number)}});

  std::vector<std::string> said{
      tr("{name} deals and leads.", {{"name", names[std::size_t(round.dealer())]}})};
  int leader = round.trick_leader();
  std::string previous_trick;
  Move last_move;
  for (std::size_t step = 0;; ++step) {
    Five35Scene scene = scene_for_replay(round, names, replay.scores_before, title);
    scene.narration_heading =
        step == 0 ? "" : tr("Move {step}:", {{"step", std::to_string(step)}});
    scene.narration = said;
    console.out() << '\n';
    say(console, draw_table(scene, console.style()));
    if (step == replay.moves.size()) break;
    if (!step_on(console, tr("Enter: next move ({step} of {steps}), q: stop ",
                             {{"step", std::to_string(step + 1)},
                              {"steps", std::to_string(replay.moves.size())}}))) {
      return;
    }
    const int seat = round.to_act();
    const Move& move = replay.moves[step];
    const Meld before = round.meld();
    if (before.empty()) leader = seat;
    PlayResult result;
    if (round.apply(seat, move, &result) != Refusal::kNone) return;  // the reader checked them
    last_move = move;
    said.clear();
    const auto speaker = [&](int s) {
      return narration::Five35Speaker{names[std::size_t(s)], false};
    };
    said.push_back(narration::narrate_move(speaker(seat), move, before));
    const Meld after = move.action == Action::kPass ? before : meld_after(before, move);
    const int winner = result.trick_winner() >= 0 ? result.trick_winner() : seat;
    const std::string outcome =
        narration::narrate_result(result, speaker(seat), speaker(winner), after);
    if (!outcome.empty()) said.push_back(outcome);
    if (result.trick_end() != TrickEnd::kNone) {
      previous_trick = narration::trick_end_reason(result.trick_end(), after);
    }
  }
  if (round.finished()) {
    Five35RoundEnd end;
    end.round_number = replay.round_number;
    end.last_move = last_move;
    end.last_leader = leader;
    end.previous_trick = previous_trick;
    say(console, round_summary(round, end, Five35Names{names, names, -1},
                               totals_after(round, replay.scores_before), console.style()));
  } else {
    say(console,
        {"", tr("The record stops here: {name} is to play.",
                {{"name", names[std::size_t(round.to_act())]}})});
  }
}

}  // namespace cardroom::play
