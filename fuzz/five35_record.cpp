// Five Three Five replay records (`cardroom replay`, the tables' logs): a record is refused with
// InputError or read; played, it is refused with InputError naming an action or it ends where
// the contract's replay says. What was played, written again by the tables' writer
// (Five35RoundRecord) and read back, plays to the same round (its hands, meld, turn, trick and
// points; a second round's set-aside cards are not part of the written record) and writes the
// same record again. Cards are conserved: hands, table and undealt cards are the deck dealt,
// and a finished round charges everyone but the player who went out for the cards left.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "five35/action_words.h"
#include "fuzz_check.h"
#include "io/contract.h"
#include "io/five35_record.h"

namespace cardroom::fuzz {
namespace {

using five35::Round;

std::string state(const Round& r) {
  std::string s = "to_act " + std::to_string(r.to_act()) + " leader " + std::to_string(r.trick_leader()) +
                  " last " + std::to_string(r.last_player()) + " went_out " + std::to_string(r.went_out()) +
                  " passed " + std::to_string(r.passed_mask()) + " meld '" +
                  five35::cards_text(r.meld().cards()) + "'";
  for (int p = 0; p < r.players(); ++p) s += " | " + five35::cards_text(r.hand(p));
  return s;
}

bool same_round(const Round& a, const Round& b) {
  if (a.rules() != b.rules() || a.players() != b.players() || a.dealer() != b.dealer() ||
      a.copies() != b.copies() || a.to_act() != b.to_act() ||
      a.trick_leader() != b.trick_leader() || a.last_player() != b.last_player() ||
      a.went_out() != b.went_out() || a.passed_mask() != b.passed_mask() ||
      !(a.meld() == b.meld()) || a.played() != b.played() || a.undealt() != b.undealt()) {
    return false;
  }
  for (int p = 0; p < a.players(); ++p) {
    if (a.hand(p) != b.hand(p) || a.round_points(p) != b.round_points(p)) return false;
  }
  return true;
}

five35::Hand all_cards(const Round& r) {
  five35::Hand all = r.played() + r.undealt();
  for (int p = 0; p < r.players(); ++p) all += r.hand(p);
  return all;
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardroom;
  using namespace cardroom::fuzz;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  io::Json input;
  if (!accepted([&] { input = io::parse_document(text); }, "parse_document")) return 0;
  std::optional<io::Five35Record> read;
  if (!accepted([&] { read.emplace(io::read_five35_record(input)); }, "read_five35_record")) return 0;
  const io::Five35Record& record = *read;
  const std::string shown = input.dump();
  const five35::Hand dealt = all_cards(record.start);

  Round round = record.start;
  std::vector<five35::Move> moves;
  const bool played = accepted(
      [&] {
        for (std::size_t i = 0; i < record.actions.size(); ++i) {
          moves.push_back(io::play_recorded_action(round, record.actions[i], i));
          FUZZ_EXPECT(all_cards(round) == dealt, shown + "\n" + state(round));
        }
      },
      "play_recorded_action");
  io::Json replayed;
  FUZZ_EXPECT(accepted([&] { replayed = io::five35_replay(input); }, "five35_replay") == played, shown);
  if (played) {
    FUZZ_EXPECT(replayed.at("finished") == round.finished(), shown);
    FUZZ_EXPECT(same_round(io::play_five35_record(record), round), shown);
  }
  if (round.finished()) {
    for (int p = 0; p < round.players(); ++p) {
      const std::int64_t expected =
          p == round.went_out() ? 0 : five35::hand_points(record.rules, round.hand(p));
      FUZZ_EXPECT(round.round_points(p) == expected, shown + "\n" + state(round));
    }
  }

  // What was played, as the tables write it.
  const std::span<const std::int64_t> before(record.scores_before.data(), std::size_t(record.players));
  io::Five35RoundRecord writer(record.rules, record.players, record.start, record.round_number, before);
  for (const five35::Move& move : moves) writer.add(move);
  const io::Json written = writer.to_json();
  const std::string both = shown + "\nwritten: " + written.dump();
  const io::Five35Record again =
      read_back([&] { return io::read_five35_record(written); }, "the written record", both);
  FUZZ_EXPECT(same_round(again.start, record.start), both + "\n" + state(again.start) + "\n" + state(record.start));
  Round round_again = again.start;
  FUZZ_EXPECT(accepted([&] { round_again = io::play_five35_record(again); }, "the written record played"),
              both);
  FUZZ_EXPECT(same_round(round_again, round), both + "\n" + state(round_again) + "\n" + state(round));
  io::Five35RoundRecord rewriter(again.rules, again.players, again.start, again.round_number,
                                 std::span<const std::int64_t>(again.scores_before.data(), std::size_t(again.players)));
  for (const five35::Move& move : moves) rewriter.add(move);
  FUZZ_EXPECT(rewriter.to_json() == written, both);
  return 0;
}
