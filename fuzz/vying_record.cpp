// Vying replay records (`cardroom replay`, the tables' logs): a record is refused with
// InputError, or read completely, and then written (record_json) and read again it is the same
// record, written the same way. Played, it is refused with InputError naming an action, or it
// ends where the contract's replay says: chips conserved (stacks and pot, or payouts adding up
// to the pot once finished), and the record read back plays to the very same hand.
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>

#include "fuzz_check.h"
#include "io/contract.h"
#include "io/vying_record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardroom;
  using namespace cardroom::fuzz;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  io::Json input;
  if (!accepted([&] { input = io::parse_document(text); }, "parse_document")) return 0;
  io::VyingRecord record;
  if (!accepted([&] { record = io::read_vying_record(input); }, "read_vying_record")) {
    return 0;
  }
  const io::Json written = io::record_json(record);
  const std::string shown = input.dump() + "\nwritten: " + written.dump();
  // Read back, it is the same record: written the same way.
  auto read = [](const io::Json& w) { return io::read_vying_record(w); };
  auto same = [&](const io::VyingRecord& a, const io::VyingRecord&) {
    return io::record_json(a) == written;
  };
  auto input_text = [&] { return input.dump(); };
  const io::VyingRecord again =
      written_reads_back(record, written, read, "the written record", input_text, same);

  std::optional<vying::Hand> played_hand;
  const bool played = accepted([&] { played_hand.emplace(io::play_vying_record(record)); }, "play_vying_record");
  io::Json replayed;
  const bool replay_ok = accepted([&] { replayed = io::vying_replay(input); }, "vying_replay");
  FUZZ_EXPECT(played == replay_ok, shown);
  std::optional<vying::Hand> hand_again;
  FUZZ_EXPECT(accepted([&] { hand_again.emplace(io::play_vying_record(again)); }, "the written record played") == played,
              shown);
  if (!played) return 0;
  const vying::Hand& hand = *played_hand;
  FUZZ_EXPECT(*hand_again == hand, shown);

  const std::int64_t before = std::accumulate(record.stacks.begin(), record.stacks.end(), std::int64_t{0});
  std::int64_t after = 0, paid = 0;
  for (int i = 0; i < hand.seats(); ++i) {
    FUZZ_EXPECT(hand.seat(i).stack >= 0, shown);
    after += hand.seat(i).stack;
    paid += hand.finished() ? hand.payout(i) : 0;
  }
  if (hand.finished()) {
    FUZZ_EXPECT(after == before, shown);
    FUZZ_EXPECT(paid == hand.pot_total(), shown);
    FUZZ_EXPECT(replayed.at("to_act").is_null() && replayed.at("legal").empty(), shown);
  } else {
    FUZZ_EXPECT(after + hand.pot_total() == before, shown);
    FUZZ_EXPECT(replayed.at("to_act") == hand.to_act() && !replayed.at("legal").empty(), shown);
  }
  for (int i = 0; i < hand.seats(); ++i) {
    FUZZ_EXPECT(replayed.at("stacks")[std::size_t(i)] == hand.seat(i).stack, shown);
  }
  return 0;
}
