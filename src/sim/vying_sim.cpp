// Simulating vying hands: one game is one hand at a table of equal stacks, the dealer moving
// one seat per game. What is measured is listed once, in VyingSim's schema; the table records
// it from the finished hand (its seats, its showdown, recomputed by the engine's one showdown).
#include <algorithm>
#include <array>
#include <bit>
#include <charconv>

#include "bots/bot.h"
#include "bots/random_bots.h"
#include "core/input_error.h"
#include "sim/seating.h"
#include "sim/simulation.h"
#include "vying/hand.h"
#include "vying/random_play.h"
#include "vying/view.h"

namespace cardroom::sim {

namespace {

using namespace cardroom::vying;

void append_int(std::string& out, std::int64_t value) {
  char buffer[24];
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
  out.append(buffer, end);
}

// Indices of every statistic in the schema.
struct Keys {
  int showdown, fold_out, pot, actions, betting_rounds;
  int cards_taken, frozen, any_frozen, bust, any_bust;
  int natural_any, natural_showdown, natural_scoop;
  int low_exact, high_exact, low_unclaimed, high_unclaimed, both_unclaimed, failed_both;
  std::array<int, kMaxSeats> net_seat{}, won_seat{}, net_position{}, won_position{};
  std::vector<int> net_bot, won_bot;
  // Distributions.
  int total_low, total_high, winning_low, winning_high, taken, dealt_aces, declaration, pot_dist;
};

std::string position_label(int p, int n) {
  if (p == 0) return "1 (dealer's left)";
  if (p == n - 1) return std::to_string(n) + " (dealer)";
  return std::to_string(p + 1);
}

class VyingTable final : public Table {
 public:
  VyingTable(const SimConfig& config, const Rules& rules, const Keys& keys, const Seating& seating)
      : rules_(rules),
        keys_(keys),
        seating_(seating),
        players_(config.players),
        stack_(config.stack) {
    stacks_.fill(config.stack);
    for (int s = 0; s < players_; ++s) {
      const auto& spec = config.bots[static_cast<std::size_t>(s)];
      direct_[static_cast<std::size_t>(s)] =
          bots::is_plain_random(spec) && !config.random_through_views;
      bots_.push_back(bots::make_vying_bot(spec));
    }
    dealt_ = rules_.deal == DealPattern::kUpDown ? 2 : 3;
  }

  void play(std::int64_t game, const GameSeeds& seeds, GameValues& v, StatSet& stats,
            std::string* row) override {
    const int n = players_;
    const int dealer = static_cast<int>(game % n);
    Rng deal(seeds.deal);
    Hand hand = Hand::shuffled(
        rules_, std::span<const std::int64_t>(stacks_.data(), std::size_t(n)), dealer, deal);
    std::array<Rng, kMaxSeats> rng;
    for (int s = 0; s < n; ++s) rng[std::size_t(s)] = seeds.bot_rng(s);
    int actions = 0;
    while (!hand.finished()) {
      const int s = hand.to_act();
      if (direct_[std::size_t(s)]) {
        hand.apply_unchecked(random_action(hand.legal(), rng[std::size_t(s)]));
      } else {
        const Action action = bots_[std::size_t(s)]->decide(SeatView(hand, s), rng[std::size_t(s)]);
        if (!hand.apply(action)) {
          throw InputError("bot '" +
                           seating_.bots[std::size_t(seating_.bot_of_seat[std::size_t(s)])] +
                           "' at seat " + std::to_string(s) + " chose an illegal action in game " +
                           std::to_string(game) + ": " + explain(hand.check(s, action)));
        }
      }
      ++actions;
    }
    record(hand, dealer, actions, v, stats);
    if (row) write_row(hand, dealer, actions, *row);
  }

 private:
  void record(const Hand& hand, int dealer, int actions, GameValues& v, StatSet& stats) const {
    const int n = players_;
    const Keys& k = keys_;
    v.set(k.pot, static_cast<double>(hand.pot_total()));
    stats.dist(k.pot_dist).add(hand.pot_total());
    v.set(k.actions, actions);
    v.set(k.betting_rounds, hand.betting_round());

    int taken_total = 0, frozen = 0, bust = 0;
    bool natural_any = false;
    for (int s = 0; s < n; ++s) {
      const SeatState& seat = hand.seat(s);
      int aces = 0;
      for (int slot = 0; slot < dealt_ && slot < seat.count; ++slot)
        aces += seat.cards[std::size_t(slot)].is_ace();
      stats.dist(k.dealt_aces).add(aces);
      const int taken = std::max(0, seat.count - dealt_);
      stats.dist(k.taken).add(taken);
      taken_total += taken;
      frozen += seat.frozen;
      bust += seat.bust;
      natural_any = natural_any || is_natural(seat.tally, rules_);

      const auto net = static_cast<double>(seat.stack - stack_);
      const int position = (s - dealer - 1 + n) % n;
      const int bot = seating_.bot_of_seat[std::size_t(s)];
      const double share = 1.0 / seating_.seats_of_bot[std::size_t(bot)];
      v.set(k.net_seat[std::size_t(s)], net);
      v.set(k.won_seat[std::size_t(s)], net > 0);
      v.set(k.net_position[std::size_t(position)], net);
      v.set(k.won_position[std::size_t(position)], net > 0);
      v.add(k.net_bot[std::size_t(bot)], net * share);
      v.add(k.won_bot[std::size_t(bot)], (net > 0) * share);
    }
    v.set(k.cards_taken, static_cast<double>(taken_total) / n);
    v.set(k.frozen, frozen);
    v.set(k.any_frozen, frozen > 0);
    v.set(k.bust, bust);
    v.set(k.any_bust, bust > 0);
    v.set(k.natural_any, natural_any);

    if (!hand.went_to_showdown()) {
      v.set(k.fold_out, 1);
      return;
    }
    v.set(k.showdown, 1);
    const ShowdownResult result = *hand.showdown();
    bool natural_showdown = false;
    for (int s = 0; s < n; ++s) {
      const SeatState& seat = hand.seat(s);
      if (!seat.live()) continue;
      // A total that may not count (over-is-bust) is shown as the smallest the hand makes.
      const Standing& low = result.low[std::size_t(s)];
      const Standing& high = result.high[std::size_t(s)];
      stats.dist(k.total_low).add(low.counts ? low.total : smallest_total(seat.tally));
      stats.dist(k.total_high).add(high.counts ? high.total : smallest_total(seat.tally));
      natural_showdown = natural_showdown || result.natural[std::size_t(s)];
      if (seat.declaration != Declaration::kNone) {
        stats.dist(k.declaration).add(static_cast<int>(seat.declaration) - 1);
      }
    }
    v.set(k.natural_showdown, natural_showdown);

    const PotOutcome& main = result.pots[0];
    if (main.naturals) {
      v.set(k.natural_scoop, 1);
      return;
    }
    if (main.shared_by_all) {
      v.set(k.both_unclaimed, 1);
    } else {
      v.set(k.low_unclaimed, main.low_winners == 0);
      v.set(k.high_unclaimed, main.high_winners == 0);
    }
    v.set(k.failed_both, std::popcount(static_cast<unsigned>(main.failed_both)));
    bool low_exact = false, high_exact = false;
    for (int s = 0; s < n; ++s) {
      if (has_seat(main.low_winners, s)) {
        const int total = result.low[std::size_t(s)].total;
        stats.dist(k.winning_low).add(total);
        low_exact = low_exact || total == rules_.targets[0];
      }
      if (has_seat(main.high_winners, s)) {
        const int total = result.high[std::size_t(s)].total;
        stats.dist(k.winning_high).add(total);
        high_exact = high_exact || total == rules_.targets[1];
      }
    }
    v.set(k.low_exact, low_exact);
    v.set(k.high_exact, high_exact);
  }

  void write_row(const Hand& hand, int dealer, int actions, std::string& row) const {
    append_int(row, dealer);
    row += hand.went_to_showdown() ? ",showdown," : ",fold-out,";
    append_int(row, hand.pot_total());
    row += ',';
    append_int(row, actions);
    row += ',';
    append_int(row, hand.betting_round());
    for (int s = 0; s < players_; ++s) {
      row += ',';
      append_int(row, hand.seat(s).stack - stack_);
    }
    for (int s = 0; s < players_; ++s) {
      row += ',';
      append_int(row, std::max(0, hand.seat(s).count - dealt_));
    }
  }

  Rules rules_;
  const Keys& keys_;
  const Seating& seating_;
  int players_;
  std::int64_t stack_;
  int dealt_ = 2;
  std::array<std::int64_t, kMaxSeats> stacks_{};
  std::array<bool, kMaxSeats> direct_{};
  std::vector<std::unique_ptr<bots::VyingBot>> bots_;
};

class VyingSim final : public GameSim {
 public:
  explicit VyingSim(const SimConfig& config) : config_(config) {
    const int n = config.players;
    if (n < 2 || n > max_players(config.game)) {
      throw InputError("--players: " + std::string(game_name(config.game)) + " is played by 2 to " +
                       std::to_string(max_players(config.game)) + " players, not " +
                       std::to_string(n));
    }
    if (config.stack < 1) throw InputError("--stack: every seat needs at least 1 chip");
    seating_ = Seating::of(config.bots);
    // Unknown bots, and bots that cannot play these tables (a learned model of another game or
    // table size), fail here, before the first hand.
    for (const auto& spec : config.bots) {
      for (const auto& variant : config.variants) {
        bots::make_seated_vying_bot(spec, variant.vying, n);
      }
    }
    build_schema();
  }

  const Schema& schema() const override { return schema_; }

  std::unique_ptr<Table> table(const Variant& variant) const override {
    return std::make_unique<VyingTable>(config_, variant.vying, keys_, seating_);
  }

  std::string csv_header() const override {
    std::string header = "dealer,end,pot,actions,betting_rounds";
    for (int s = 0; s < config_.players; ++s) header += ",net_" + std::to_string(s);
    for (int s = 0; s < config_.players; ++s) header += ",taken_" + std::to_string(s);
    return header;
  }

 private:
  void build_schema() {
    Schema& sc = schema_;
    Keys& k = keys_;
    auto metric = [&](const char* section, std::string key, std::string label, Unit unit,
                      std::string chart = "", std::string bar = "") {
      return sc.add(MetricInfo{section, std::move(key), std::move(label), unit, std::move(chart),
                               std::move(bar), false});
    };
    const char* hands = "Hands";
    k.showdown = metric(hands, "showdown", "hands that reach a showdown", Unit::kShare);
    k.fold_out = metric(hands, "fold_out", "hands won by a fold-out (everyone else folded or bust)",
                        Unit::kShare);
    k.pot = metric(hands, "pot", "chips in the pot at the end", Unit::kChips);
    k.actions = metric(hands, "actions", "actions per hand", Unit::kCount);
    k.betting_rounds = metric(hands, "betting_rounds",
                              "betting rounds per hand (skipped ones included)", Unit::kCount);

    const char* cards = "Cards";
    k.cards_taken = metric(cards, "cards_taken", "cards taken per player", Unit::kCount);
    k.frozen = metric(cards, "frozen", "players frozen per hand", Unit::kCount);
    k.any_frozen = metric(cards, "any_frozen", "hands in which a player is frozen", Unit::kShare);
    k.bust = metric(cards, "bust", "players bust per hand (over-is-bust)", Unit::kCount);
    k.any_bust = metric(cards, "any_bust", "hands in which a player goes bust", Unit::kShare);

    const char* naturals = "Naturals";
    k.natural_any = metric(naturals, "natural_any",
                           "hands in which a player ends holding a natural (folded hands included)",
                           Unit::kShare);
    k.natural_showdown =
        metric(naturals, "natural_showdown",
               "hands with a natural among the players at the showdown", Unit::kShare);
    k.natural_scoop = metric(naturals, "natural_scoop",
                             "hands in which a natural scoops the main pot", Unit::kShare);

    const char* contests = "Showdown (main pot)";
    k.low_exact = metric(contests, "low_exact", "hands whose low contest is won exactly on target",
                         Unit::kShare);
    k.high_exact = metric(contests, "high_exact",
                          "hands whose high contest is won exactly on target", Unit::kShare);
    k.low_unclaimed =
        metric(contests, "low_unclaimed",
               "hands whose low half goes unclaimed (to the high winners)", Unit::kShare);
    k.high_unclaimed =
        metric(contests, "high_unclaimed",
               "hands whose high half goes unclaimed (to the low winners)", Unit::kShare);
    k.both_unclaimed =
        metric(contests, "both_unclaimed",
               "hands with neither half claimed (shared by all still in)", Unit::kShare);
    k.failed_both =
        metric(contests, "failed_both", "'both' declarations that fail, per hand", Unit::kCount);

    const int n = config_.players;
    for (int s = 0; s < n; ++s) {
      const std::string seat = "seat " + std::to_string(s);
      k.net_seat[std::size_t(s)] =
          metric("Results by seat", "net.seat." + std::to_string(s), seat + ": net chips per hand",
                 Unit::kChips, "Net chips per hand, by seat", seat);
    }
    for (int s = 0; s < n; ++s) {
      const std::string seat = "seat " + std::to_string(s);
      k.won_seat[std::size_t(s)] = metric("Results by seat", "won.seat." + std::to_string(s),
                                          seat + ": hands ending with a gain", Unit::kShare,
                                          "Hands ending with a gain, by seat", seat);
    }
    for (int p = 0; p < n; ++p) {
      const std::string label = position_label(p, n);
      k.net_position[std::size_t(p)] =
          metric("Results by position from the dealer", "net.position." + std::to_string(p + 1),
                 "position " + label + ": net chips per hand", Unit::kChips,
                 "Net chips per hand, by position (1 = dealer's left)", label);
    }
    for (int p = 0; p < n; ++p) {
      const std::string label = position_label(p, n);
      k.won_position[std::size_t(p)] =
          metric("Results by position from the dealer", "won.position." + std::to_string(p + 1),
                 "position " + label + ": hands ending with a gain", Unit::kShare,
                 "Hands ending with a gain, by position (1 = dealer's left)", label);
    }
    for (const auto& bot : seating_.bots) {
      k.net_bot.push_back(metric("Results by bot", "net.bot." + bot,
                                 bot + ": net chips per hand per seat", Unit::kChips,
                                 "Net chips per hand, by bot", bot));
    }
    for (const auto& bot : seating_.bots) {
      k.won_bot.push_back(metric("Results by bot", "won.bot." + bot,
                                 bot + ": hands ending with a gain per seat", Unit::kShare,
                                 "Hands ending with a gain, by bot", bot));
    }

    // Distributions: the total ranges cover the largest high target of the compared rule sets.
    int high = 0;
    for (const auto& variant : config_.variants) high = std::max(high, variant.vying.targets[1]);
    const int total_bins = high + high / 2 + 21;
    auto dist = [&](const char* section, std::string key, std::string label, std::string sample,
                    Unit unit, std::int64_t lo, std::int64_t width, int bins) {
      return sc.add(DistInfo{
          section, std::move(key), std::move(label), std::move(sample), unit, lo, width, bins, {}});
    };
    k.total_low = dist(contests, "total.low", "total shown for the low target",
                       "player at a showdown", Unit::kHalfPoints, 0, 1, total_bins);
    k.total_high = dist(contests, "total.high", "total shown for the high target",
                        "player at a showdown", Unit::kHalfPoints, 0, 1, total_bins);
    k.winning_low = dist(contests, "winning_total.low", "winning total of the low contest",
                         "winner of the main pot's low half", Unit::kHalfPoints, 0, 1, total_bins);
    k.winning_high =
        dist(contests, "winning_total.high", "winning total of the high contest",
             "winner of the main pot's high half", Unit::kHalfPoints, 0, 1, total_bins);
    k.declaration = sc.add_categories(contests, "declaration", "declarations", "declaration",
                                      {"low", "high", "both"});
    k.taken = dist(cards, "cards_taken", "cards taken", "player", Unit::kCount, 0, 1, 31);
    k.dealt_aces = sc.add_categories(cards, "dealt_aces", "aces among the dealt cards", "player",
                                     {"0", "1", "2", "3"});
    const std::int64_t most = static_cast<std::int64_t>(n) * config_.stack;
    const std::int64_t width = std::max<std::int64_t>(1, (most + 119) / 120);
    k.pot_dist = dist(hands, "pot", "chips in the pot at the end", "hand", Unit::kChips, 0, width,
                      static_cast<int>(most / width + 1));
  }

  SimConfig config_;
  Seating seating_;
  Schema schema_;
  Keys keys_{};
};

}  // namespace

std::unique_ptr<GameSim> make_vying_sim(const SimConfig& config) {
  return std::make_unique<VyingSim>(config);
}

}  // namespace cardroom::sim
