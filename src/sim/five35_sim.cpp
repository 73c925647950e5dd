// Simulating Five Three Five: one game is a whole five35::Game to the target score, the first
// dealer moving one seat per game. Statistics come per game (length, scores, winners) and per
// round (length, penalties, how each trick ended, who went out). The dealer of a round leads
// its first trick, so "position" counts from the round's dealer: the leader.
#include <algorithm>
#include <array>
#include <bit>
#include <charconv>

#include "bots/bot.h"
#include "bots/random_bots.h"
#include "core/input_error.h"
#include "five35/deal.h"
#include "five35/game.h"
#include "sim/seating.h"
#include "sim/simulation.h"

namespace cardroom::sim {

namespace {

using namespace cardroom::five35;

// A game to the target ends once someone's total reaches it; with every card worth nothing
// that could never happen, and a bug in a rule set should not hang a run.
constexpr int kMaxRounds = 100000;

void append_int(std::string& out, std::int64_t value) {
  char buffer[24];
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
  out.append(buffer, end);
}

struct Keys {
  int rounds, tricks, moves;
  std::array<int, kMaxPlayers> win_seat{}, score_seat{}, win_position{}, score_position{};
  std::vector<int> win_bot, score_bot;
  // Distributions.
  int game_rounds, final_score, round_moves, round_tricks, round_penalty, trick_end, went_out;
  std::array<int, kMaxPlayers> penalty_position{};
};

std::string leader_label(int p) {
  return p == 0 ? "leader (dealer)" : "leader +" + std::to_string(p);
}
std::string first_dealer_label(int p) {
  return p == 0 ? "first dealer" : "first dealer +" + std::to_string(p);
}

class Five35Table final : public Table {
 public:
  Five35Table(const SimConfig& config, const Rules& rules, const Keys& keys, const Seating& seating)
      : rules_(rules), keys_(keys), seating_(seating), players_(config.players) {
    for (int s = 0; s < players_; ++s) {
      const auto& spec = config.bots[std::size_t(s)];
      direct_[std::size_t(s)] = bots::is_plain_random(spec) && !config.random_through_views;
      bots_.push_back(bots::make_five35_bot(spec));
    }
  }

  void play(std::int64_t game_index, const GameSeeds& seeds, GameValues& v, StatSet& stats,
            std::string* row) override {
    const int n = players_;
    const Keys& k = keys_;
    const int first_dealer = static_cast<int>(game_index % n);
    five35::Game game(rules_, n, first_dealer, seeds.deal);
    std::array<Rng, kMaxPlayers> rng;
    for (int s = 0; s < n; ++s) rng[std::size_t(s)] = seeds.bot_rng(s);
    int rounds = 0, tricks = 0, moves = 0;
    for (;;) {
      int round_moves = 0, round_tricks = 0;
      while (!game.round_over()) {
        const int s = game.round().to_act();
        PlayResult result;
        if (direct_[std::size_t(s)]) {
          // The plain random player's move without a list (the same pick: bots::random_move).
          result = game.play_random(rng[std::size_t(s)]);
        } else {
          const Move move = bots_[std::size_t(s)]->decide(game.view(s), rng[std::size_t(s)]);
          if (const Refusal r = game.round().check(s, move); r != Refusal::kNone) {
            throw InputError("bot '" +
                             seating_.bots[std::size_t(seating_.bot_of_seat[std::size_t(s)])] +
                             "' at seat " + std::to_string(s) + " made an illegal move in game " +
                             std::to_string(game_index) + ": " + std::string(explain(r)));
          }
          result = game.apply_unchecked(move);
        }
        ++round_moves;
        if (result.trick_end() != TrickEnd::kNone) {
          ++round_tricks;
          stats.dist(k.trick_end).add(static_cast<int>(result.trick_end()) - 1);
        } else if (result.round_over()) {
          ++round_tricks;
          stats.dist(k.trick_end).add(4);  // the round ended mid-trick: someone went out
        }
      }
      ++rounds;
      tricks += round_tricks;
      moves += round_moves;
      const Round& round = game.round();
      const int leader = round.dealer();
      stats.dist(k.went_out).add((round.went_out() - leader + n) % n);
      for (int s = 0; s < n; ++s) {
        const std::int64_t points = round.round_points(s);
        stats.dist(k.round_penalty).add(points);
        stats.dist(k.penalty_position[std::size_t((s - leader + n) % n)]).add(points);
      }
      stats.dist(k.round_moves).add(round_moves);
      stats.dist(k.round_tricks).add(round_tricks);
      if (game.game_over()) break;
      if (rounds >= kMaxRounds) {
        throw InputError("game " + std::to_string(game_index) + " did not end after " +
                         std::to_string(kMaxRounds) +
                         " rounds; check card_points and target_score");
      }
      game.next_round();
    }

    v.set(k.rounds, rounds);
    v.set(k.tricks, tricks);
    v.set(k.moves, moves);
    stats.dist(k.game_rounds).add(rounds);
    const std::uint8_t winners = game.winners();
    const double win_share = 1.0 / std::max(1, std::popcount(static_cast<unsigned>(winners)));
    for (int s = 0; s < n; ++s) {
      const std::int64_t score = game.scores()[std::size_t(s)];
      stats.dist(k.final_score).add(score);
      const double won = (winners >> s) & 1u ? win_share : 0.0;
      const int position = (s - first_dealer + n) % n;
      const int bot = seating_.bot_of_seat[std::size_t(s)];
      const double share = 1.0 / seating_.seats_of_bot[std::size_t(bot)];
      v.set(k.win_seat[std::size_t(s)], won);
      v.set(k.score_seat[std::size_t(s)], static_cast<double>(score));
      v.set(k.win_position[std::size_t(position)], won);
      v.set(k.score_position[std::size_t(position)], static_cast<double>(score));
      v.add(k.win_bot[std::size_t(bot)], won * share);
      v.add(k.score_bot[std::size_t(bot)], static_cast<double>(score) * share);
    }
    if (row) {
      append_int(*row, first_dealer);
      *row += ',';
      append_int(*row, rounds);
      *row += ',';
      append_int(*row, tricks);
      *row += ',';
      append_int(*row, moves);
      for (int s = 0; s < n; ++s) {
        *row += ',';
        append_int(*row, game.scores()[std::size_t(s)]);
      }
      *row += ',';
      for (int s = 0, first = 1; s < n; ++s) {
        if ((winners >> s) & 1u) {
          if (!first) *row += ' ';
          append_int(*row, s);
          first = 0;
        }
      }
    }
  }

 private:
  Rules rules_;
  const Keys& keys_;
  const Seating& seating_;
  int players_;
  std::array<bool, kMaxPlayers> direct_{};
  std::vector<std::unique_ptr<bots::Five35Bot>> bots_;
};

class Five35Sim final : public GameSim {
 public:
  explicit Five35Sim(const SimConfig& config) : config_(config) {
    const int n = config.players;
    if (n < kMinPlayers || n > kMaxPlayers) {
      throw InputError("--players: five-three-five is played by " + std::to_string(kMinPlayers) +
                       " to " + std::to_string(kMaxPlayers) + " players, not " + std::to_string(n));
    }
    for (const auto& variant : config.variants) {
      const Rules& r = variant.five35;
      const bool any_points = std::any_of(r.card_points.begin(), r.card_points.end(),
                                          [](std::int32_t p) { return p > 0; });
      if (!any_points && !two_round_game(r, n)) {
        throw InputError(variant.name +
                         ": every card is worth 0 points, so no game could reach "
                         "the target score");
      }
    }
    seating_ = Seating::of(config.bots);
    // Unknown bots, and bots that cannot play this many (a learned model of another table
    // size), fail here, before the first round.
    for (const auto& spec : config.bots) bots::make_seated_five35_bot(spec, config.players);
    build_schema();
  }

  const Schema& schema() const override { return schema_; }

  std::unique_ptr<Table> table(const Variant& variant) const override {
    return std::make_unique<Five35Table>(config_, variant.five35, keys_, seating_);
  }

  std::string csv_header() const override {
    std::string header = "first_dealer,rounds,tricks,moves";
    for (int s = 0; s < config_.players; ++s) header += ",score_" + std::to_string(s);
    return header + ",winners";
  }

 private:
  void build_schema() {
    Schema& sc = schema_;
    Keys& k = keys_;
    const int n = config_.players;
    auto metric = [&](const char* section, std::string key, std::string label, Unit unit,
                      std::string chart = "", std::string bar = "") {
      return sc.add(MetricInfo{section, std::move(key), std::move(label), unit, std::move(chart),
                               std::move(bar), false});
    };
    const char* games = "Games";
    k.rounds = metric(games, "rounds", "rounds per game", Unit::kCount);
    k.tricks = metric(games, "tricks", "tricks per game", Unit::kCount);
    k.moves = metric(games, "moves", "moves per game (passes included)", Unit::kCount);
    for (int s = 0; s < n; ++s) {
      const std::string seat = "seat " + std::to_string(s);
      k.win_seat[std::size_t(s)] = metric("Results by seat", "win.seat." + std::to_string(s),
                                          seat + ": games won (a shared win split)", Unit::kShare,
                                          "Games won, by seat", seat);
    }
    for (int s = 0; s < n; ++s) {
      const std::string seat = "seat " + std::to_string(s);
      k.score_seat[std::size_t(s)] =
          metric("Results by seat", "score.seat." + std::to_string(s), seat + ": final score",
                 Unit::kPoints, "Final score, by seat", seat);
    }
    for (int p = 0; p < n; ++p) {
      const std::string label = first_dealer_label(p);
      k.win_position[std::size_t(p)] =
          metric("Results by position from the first dealer", "win.position." + std::to_string(p),
                 label + ": games won", Unit::kShare,
                 "Games won, by position (the first dealer leads round 1)", label);
    }
    for (int p = 0; p < n; ++p) {
      const std::string label = first_dealer_label(p);
      k.score_position[std::size_t(p)] =
          metric("Results by position from the first dealer", "score.position." + std::to_string(p),
                 label + ": final score", Unit::kPoints,
                 "Final score, by position (the first dealer leads round 1)", label);
    }
    for (const auto& bot : seating_.bots) {
      k.win_bot.push_back(metric("Results by bot", "win.bot." + bot, bot + ": games won per seat",
                                 Unit::kShare, "Games won, by bot", bot));
    }
    for (const auto& bot : seating_.bots) {
      k.score_bot.push_back(metric("Results by bot", "score.bot." + bot,
                                   bot + ": final score per seat", Unit::kPoints,
                                   "Final score, by bot", bot));
    }

    // Ranges wide enough for every compared rule set; anything beyond lands in the end bin
    // and still counts in the means.
    std::int64_t most_round = 1, most_target = 1;
    const int cards = deal_shape(n).cards_each;
    for (const auto& variant : config_.variants) {
      const auto& points = variant.five35.card_points;
      most_round = std::max<std::int64_t>(
          most_round, std::int64_t(cards) * *std::max_element(points.begin(), points.end()));
      most_target = std::max<std::int64_t>(most_target, variant.five35.target_score);
    }
    auto dist = [&](const char* section, std::string key, std::string label, std::string sample,
                    Unit unit, std::int64_t most) {
      const std::int64_t width = std::max<std::int64_t>(1, (most + 149) / 150);
      return sc.add(DistInfo{section,
                             std::move(key),
                             std::move(label),
                             std::move(sample),
                             unit,
                             0,
                             width,
                             static_cast<int>(most / width + 1),
                             {}});
    };
    k.game_rounds = dist(games, "rounds", "rounds per game", "game", Unit::kCount, 60);
    k.final_score = dist(games, "final_score", "final score", "player", Unit::kPoints,
                         most_target + most_round);
    const char* rounds = "Rounds";
    k.round_moves = dist(rounds, "round_moves", "moves per round", "round", Unit::kCount, 300);
    k.round_tricks = dist(rounds, "round_tricks", "tricks per round", "round", Unit::kCount, 100);
    k.round_penalty = dist(rounds, "round_penalty", "penalty points per round", "player in a round",
                           Unit::kPoints, most_round);
    k.trick_end =
        sc.add_categories(rounds, "trick_end", "how tricks end", "trick",
                          {"pass-out", "set complete", "run of five", "Rule of 8", "went out"});
    std::vector<std::string> positions;
    for (int p = 0; p < n; ++p) positions.push_back(leader_label(p));
    k.went_out =
        sc.add_categories(rounds, "went_out", "who went out, by position from the round's leader",
                          "round", positions);
    for (int p = 0; p < n; ++p) {
      k.penalty_position[std::size_t(p)] =
          dist("Rounds by position from the leader", "round_penalty.position." + std::to_string(p),
               "penalty points per round, " + leader_label(p), "round", Unit::kPoints, most_round);
    }
  }

  SimConfig config_;
  Seating seating_;
  Schema schema_;
  Keys keys_{};
};

}  // namespace

std::unique_ptr<GameSim> make_five35_sim(const SimConfig& config) {
  return std::make_unique<Five35Sim>(config);
}

}  // namespace cardroom::sim
