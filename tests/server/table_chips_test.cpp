// Chips are conserved (rulebook §7, server-protocol.md): chips on the table plus chips cashed
// out equal the buy-ins and rebuys after every change, over thousands of hands at 2, 3, 6 and 10
// seats with dealer's choice and random house rules; broke seats sit out, and leave and sit down
// again (people) or are topped up by the host's rebuys, during hands and between them (bots);
// the button moves.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

// Under the sanitizers, whose build runs the suite many times slower (each change here builds
// views and the ledger as JSON), the same tables play two fifths of the hands.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kChipsHandsPercent = 40;
#else
constexpr int kChipsHandsPercent = 100;
#endif

std::string pick(Rng& rng, std::initializer_list<const char*> options) {
  std::vector<const char*> v(options);
  return v[rng.below(static_cast<std::uint32_t>(v.size()))];
}

Json random_rules(Rng& rng) {
  Json r = Json::object();
  if (rng.below(2)) r["deal"] = pick(rng, {"up-down", "down-down-up", "three-down-expose"});
  if (rng.below(2)) r["showdown"] = pick(rng, {"split", "declare-simultaneous", "declare-sequential"});
  if (rng.below(3) == 0) r["freeze_after_refusals"] = 2;
  if (rng.below(3) == 0) r["after_no_draw"] = "final-betting-round";
  if (rng.below(3) == 0) r["nearness"] = pick(rng, {"under-beats-over", "over-is-bust", "outside-beats-inside"});
  if (rng.below(3) == 0) r["natural_scoops"] = true;
  if (rng.below(3) == 0) r["later_opener"] = pick(rng, {"highest-exposed", "rotate"});
  return r;
}

std::string random_config(int seats, Rng& rng, bool dealers_choice) {
  Json c;
  c["seats"] = seats;
  c["stack"] = 40 + 20 * static_cast<int>(rng.below(4));
  c["games"] = dealers_choice ? Json::array({"7-27", "15-35"}) : Json::array({"7-27"});
  c["rules"] = {{"7-27", random_rules(rng)}};
  if (dealers_choice) c["rules"]["15-35"] = random_rules(rng);
  c["betting"] = {{"structure", pick(rng, {"no-limit", "pot-limit", "spread-limit", "fixed-limit"})}};
  c["pause_s"] = 1;
  c["bots"] = Json::array();
  for (int s = 0; s < seats; s += 2) c["bots"].push_back({{"seat", s}, {"kind", "random"}});
  return c.dump();
}

// Returns how many rebuys the host made.
int play_and_count(int seats, int all_hands, std::uint64_t seed, bool dealers_choice = true) {
  const int hands = all_hands * kChipsHandsPercent / 100;
  Rng rng(seed);
  const std::string config = random_config(seats, rng, dealers_choice);
  SCOPED_TRACE(config);
  Harness h(config, seed);
  // People (away, so the table plays them) in the odd seats; they rebuy when broke.
  int joins = 0;
  const auto fill = [&] {
    for (int s = 1; s < seats; s += 2) {
      if (h.t().seats()[s]) continue;
      const std::string name = "P" + std::to_string(++joins);
      h.t().sit(name, s, "hash-" + name, h.now);
      h.t().set_away(s, true, h.now);
    }
  };
  fill();
  const auto conserved = [&] {
    const auto sums = ledger_sums(h.t());
    return h.t().chips_on_table() + sums.cash_outs - sums.buy_ins - sums.rebuys;
  };
  EXPECT_EQ(conserved(), 0);
  // The host tops up a broke bot by a random amount up to max_buy_in (the stack): refused only
  // while it plays a hand, which a broke seat never does.
  int rebuys = 0;
  const auto top_up_broke_bots = [&] {
    for (int s = 0; s < seats; s += 2) {
      if (!h.t().seats()[s] || h.t().seats()[s]->stack != 0) continue;
      const std::int64_t chips = 1 + rng.below(static_cast<std::uint32_t>(h.config.max_buy_in));
      h.t().rebuy(s, chips, true, h.now);
      ++rebuys;
    }
  };

  Json between = h.view(std::nullopt);  // the last view between hands
  int last_hand = -1;
  int last_played = 0;
  int changes = 0;
  const bool played = play_hands(h, hands, [&] {
    ++changes;
    ASSERT_EQ(conserved(), 0) << "after change " << changes;
    ASSERT_EQ(ledger_sums(h.t()).net, 0);
    if (h.t().hand_in_progress() && rng.below(8) == 0) {
      top_up_broke_bots();  // mid-hand, for seats not dealt in
      ASSERT_EQ(conserved(), 0);
    }
    const Json v = h.view(std::nullopt);
    if (h.t().hand_in_progress()) {
      const int hand = v.at("hand").get<int>();
      if (hand != last_hand) {
        last_hand = hand;
        // Broke seats sit out.
        for (int s = 0; s < seats; ++s) {
          if (between.at("seats")[s].is_null() || v.at("seats")[s].is_null()) continue;
          if (between.at("seats")[s].at("stack") == 0) {
            EXPECT_FALSE(v.at("seats")[s].at("in_hand").get<bool>()) << "broke seat " << s;
            EXPECT_TRUE(v.at("seats")[s].at("cards").empty());
          }
        }
      }
    } else {
      between = v;
    }
    if (h.t().hands_played() != last_played) {
      last_played = h.t().hands_played();
      // The broke leave and rebuy between hands.
      for (int s = 1; s < seats; s += 2)
        if (h.t().seats()[s] && h.t().seats()[s]->stack == 0) h.t().leave(s, h.now);
      fill();
      top_up_broke_bots();
      ASSERT_EQ(conserved(), 0);
      between = h.view(std::nullopt);
    }
  }, DriveOptions{.answer_people = false, .seed = seed, .max_changes = hands * 400});
  EXPECT_TRUE(played);

  // The button moves every hand.
  const Json history = h.t().hands_after(0);
  EXPECT_EQ(history.size(), static_cast<std::size_t>(h.t().hands_played()));
  for (std::size_t i = 1; i < history.size(); ++i) {
    EXPECT_NE(history[i].at("dealer"), history[i - 1].at("dealer")) << "hand " << i;
  }
  EXPECT_GT(joins, seats / 2);
  return rebuys;
}

TEST(TableChips, ConservedAtTwoSeats) {
  for (std::uint64_t seed : {1, 2}) play_and_count(2, 400, seed);
}

TEST(TableChips, ConservedAtThreeSeats) {
  for (std::uint64_t seed : {3, 4}) play_and_count(3, 400, seed);
}

TEST(TableChips, ConservedAtSixSeats) {
  int rebuys = 0;
  for (std::uint64_t seed : {5, 6}) rebuys += play_and_count(6, 300, seed);
  EXPECT_GT(rebuys, 0) << "no bot went broke: the host's rebuys were not exercised";
}

TEST(TableChips, ConservedAtTenSeats) {
  int rebuys = 0;
  for (std::uint64_t seed : {7, 8}) rebuys += play_and_count(10, 250, seed);
  EXPECT_GT(rebuys, 0) << "no bot went broke: the host's rebuys were not exercised";
}

TEST(TableChips, ConservedAtTenSeatsOfSevenTwentySeven) {
  play_and_count(10, 250, 9, false);
}

TEST(TableChips, BotsOnlyPlayUntilOneHasEverything) {
  Harness h(R"({"seats": 4, "stack": 20, "betting": {"structure": "no-limit"}, "pause_s": 1,
      "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"},
               {"seat": 2, "kind": "random"}, {"seat": 3, "kind": "random"}]})", 77);
  drive(h, [] { return false; }, [&] { ASSERT_EQ(h.t().chips_on_table(), 80); },
        DriveOptions{.answer_people = false, .max_changes = 200000});
  EXPECT_GT(h.t().hands_played(), 0);
  // Play stops when only one seat has chips: nothing more is due.
  EXPECT_FALSE(h.t().hand_in_progress());
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);
  int with_chips = 0;
  for (const auto& s : h.t().seats()) with_chips += s && s->stack > 0;
  EXPECT_EQ(with_chips, 1);
  EXPECT_EQ(h.t().chips_on_table(), 80);
}

}  // namespace
}  // namespace cardroom::server::table_test
