// `cardroom showdown` input (cli-contract.md): refused with InputError, or settled so that the
// chips balance — payouts add up to everything put in, each pot's awards add up to its amount,
// the pots add up to the chips put in, only live seats eligible for a pot win from it, a folded
// seat shows no totals — and the same input settles the same way twice.
#include <cstdint>
#include <string>

#include "fuzz_check.h"
#include "io/contract.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardroom;
  using namespace cardroom::fuzz;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  io::Json input, out;
  if (!accepted([&] { input = io::parse_document(text); }, "parse_document")) return 0;
  if (!accepted([&] { out = io::vying_showdown(input); }, "vying_showdown")) return 0;
  const std::string shown = input.dump() + "\n-> " + out.dump();

  const io::Json& players = input.at("players");
  const std::size_t n = players.size();
  std::int64_t put_in = 0;
  for (const auto& p : players) put_in += p.at("put_in").get<std::int64_t>();
  const io::Json& payouts = out.at("payouts");
  FUZZ_EXPECT(payouts.size() == n && out.at("players").size() == n, shown);
  std::int64_t paid = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::int64_t payout = payouts[i].get<std::int64_t>();
    FUZZ_EXPECT(payout >= 0, shown);
    paid += payout;
    const bool folded = players[i].contains("folded") && players[i]["folded"].get<bool>();
    if (folded) {
      FUZZ_EXPECT(payout == 0, shown);
      FUZZ_EXPECT(out["players"][i]["low"].is_null() && out["players"][i]["high"].is_null(), shown);
    }
  }
  FUZZ_EXPECT(paid == put_in, shown);
  std::int64_t in_pots = 0;
  std::vector<std::int64_t> from_pots(n, 0);
  for (const io::Json& pot : out.at("pots")) {
    const std::int64_t amount = pot.at("amount").get<std::int64_t>();
    // Pot 1 of the rulebook (§6) is the lowest level a live player put in: with a live seat
    // that put in nothing it holds nothing, and is still listed.
    FUZZ_EXPECT(amount >= 0, shown);
    in_pots += amount;
    std::int64_t awarded = 0;
    std::vector<bool> eligible(n, false);
    for (const io::Json& seat : pot.at("eligible")) eligible[seat.get<std::size_t>()] = true;
    for (std::size_t i = 0; i < n; ++i) {
      const std::int64_t award = pot.at("awards")[i].get<std::int64_t>();
      FUZZ_EXPECT(award >= 0 && (award == 0 || eligible[i]), shown);
      awarded += award;
      from_pots[i] += award;
    }
    FUZZ_EXPECT(awarded == amount, shown);
  }
  FUZZ_EXPECT(in_pots == put_in, shown);
  for (std::size_t i = 0; i < n; ++i) FUZZ_EXPECT(from_pots[i] == payouts[i].get<std::int64_t>(), shown);
  io::Json again;
  FUZZ_EXPECT(accepted([&] { again = io::vying_showdown(input); }, "vying_showdown again"), shown);
  FUZZ_EXPECT(again == out, shown);
  return 0;
}
