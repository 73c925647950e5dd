#include "arena/arena.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <memory>
#include <mutex>
#include <thread>

#include "bots/bot.h"
#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/game.h"
#include "io/five35_rules_json.h"
#include "io/vying_rules_json.h"
#include "vying/hand.h"

namespace cardroom::arena {

namespace {

// Deals are handed out in fixed blocks, and the blocks' statistics merged in block order, so
// the floating-point sums do not depend on how many threads played them.
constexpr int kBlock = 16;

struct BlockStats {
  std::vector<RunningStat> result, wins, pair_diff;
};

// One deal's average result per bot over all rotations.
struct DealOutcome {
  std::vector<double> result, wins;
};

template <class Bot>
using Bots = std::vector<std::unique_ptr<Bot>>;

// The generator of whichever bot sits in `seat` for deal `deal`: the same in every rotation, so
// the seat's luck with random choices is duplicated along with its cards.
Rng bot_stream(std::uint64_t seed, int deal, int seat) {
  return Rng::stream(seed ^ 0x5eed0b075eed0b07ULL, static_cast<std::uint64_t>(deal) * 16 + seat);
}

DealOutcome play_vying_deal(const ArenaConfig& c, Bots<bots::VyingBot>& bots, int deal) {
  const int n = static_cast<int>(bots.size());
  DealOutcome out{std::vector<double>(n, 0.0), {}};
  const std::vector<std::int64_t> stacks(static_cast<std::size_t>(n), c.stack);
  for (int r = 0; r < n; ++r) {
    Rng deck_rng = Rng::stream(c.seed, static_cast<std::uint64_t>(deal));
    vying::Hand hand = vying::Hand::shuffled(c.vying_rules, stacks, deal % n, deck_rng);
    std::vector<Rng> rngs;
    for (int s = 0; s < n; ++s) rngs.push_back(bot_stream(c.seed, deal, s));
    while (!hand.finished()) {
      const int seat = hand.to_act();
      const int b = (seat + r) % n;
      const vying::Action a = bots[b]->decide(vying::SeatView(hand, seat), rngs[seat]);
      if (!hand.apply(a)) {
        throw InputError("arena: bot " + std::to_string(b) + " made an illegal move: " +
                         vying::to_string(a) + " (" + hand.why_illegal(seat, a) + ")");
      }
    }
    for (int seat = 0; seat < n; ++seat) {
      out.result[(seat + r) % n] += static_cast<double>(hand.seat(seat).stack - c.stack) / n;
    }
  }
  return out;
}

DealOutcome play_five35_deal(const ArenaConfig& c, Bots<bots::Five35Bot>& bots, int deal) {
  const int n = static_cast<int>(bots.size());
  DealOutcome out{std::vector<double>(n, 0.0), std::vector<double>(n, 0.0)};
  const std::uint64_t game_seed = Rng::stream(c.seed, static_cast<std::uint64_t>(deal)).next();
  for (int r = 0; r < n; ++r) {
    five35::Game game(c.five35_rules, n, deal % n, game_seed);
    std::vector<Rng> rngs;
    for (int s = 0; s < n; ++s) rngs.push_back(bot_stream(c.seed, deal, s));
    int rounds = 1;
    while (!game.game_over()) {
      if (game.round_over()) {
        game.next_round();
        ++rounds;
        continue;
      }
      const int seat = game.round().to_act();
      const int b = (seat + r) % n;
      const five35::Move m = bots[b]->decide(game.view(seat), rngs[seat]);
      const five35::Refusal refusal = game.play(seat, m);
      if (refusal != five35::Refusal::kNone) {
        throw InputError("arena: bot " + std::to_string(b) + " made an illegal move: " +
                         five35::to_words(m) + " (" + std::string(five35::explain(refusal)) + ")");
      }
    }
    const std::uint8_t winners = game.winners();
    const int sharers = std::popcount(winners);
    for (int seat = 0; seat < n; ++seat) {
      const int b = (seat + r) % n;
      out.result[b] += static_cast<double>(game.scores()[seat]) / rounds / n;
      if ((winners >> seat) & 1) out.wins[b] += 1.0 / sharers / n;
    }
  }
  return out;
}

template <class Bot, class Make>
Bots<Bot> build_bots(const ArenaConfig& c, Make make) {
  Bots<Bot> bots;
  for (const auto& spec : c.bots) bots.push_back(make(spec));
  return bots;
}

}  // namespace

std::string result_unit(Game game) {
  return game == Game::kFiveThreeFive ? "penalty points per round (lower is better)"
                                      : "chips per hand";
}

void set_rules(ArenaConfig& config, const io::Json& overrides) {
  if (config.game == Game::kFiveThreeFive) {
    config.five35_rules = io::five35_rules_from_json(overrides, "rules");
  } else {
    config.vying_rules = io::vying_rules_from_json(vying::preset(config.game), overrides, "rules");
  }
}

namespace {

io::Json interval(const RunningStat& s) { return io::Json::array({s.ci95_low(), s.ci95_high()}); }

}  // namespace

io::Json arena_json(const ArenaResult& r) {
  io::Json bots = io::Json::array(), pairs = io::Json::array();
  for (const auto& b : r.bots) {
    io::Json entry{{"name", b.name}, {"mean", b.result.mean()}, {"ci95", interval(b.result)}};
    if (r.game == Game::kFiveThreeFive) {
      entry["game_wins"] = b.wins.mean();
      entry["game_wins_ci95"] = interval(b.wins);
    }
    bots.push_back(std::move(entry));
  }
  for (const auto& p : r.pairs) {
    pairs.push_back({{"a", r.bots[std::size_t(p.a)].name},
                     {"b", r.bots[std::size_t(p.b)].name},
                     {"mean_diff", p.diff.mean()},
                     {"ci95", interval(p.diff)}});
  }
  return {{"game", std::string(game_name(r.game))},
          {"games", r.games},
          {"unit", result_unit(r.game)},
          {"bots", bots},
          {"pairs", pairs}};
}

ArenaResult run_arena(const ArenaConfig& c, const std::function<void(int)>& progress) {
  const int n = static_cast<int>(c.bots.size());
  const int max = c.game == Game::kFiveThreeFive ? 6 : vying::max_players(c.game);
  if (n < 2 || n > max) {
    throw InputError("arena: " + std::string(game_name(c.game)) + " seats 2 to " +
                     std::to_string(max) + " bots, not " + std::to_string(n));
  }
  if (c.games < 1) throw InputError("arena: --games must be at least 1");
  if (c.stack < 1) throw InputError("arena: --stack must be at least 1");
  if (c.threads < 1) throw InputError("arena: --threads must be at least 1");
  const bool five35 = c.game == Game::kFiveThreeFive;
  // Build every bot once up front, so a bad spec fails before any thread starts.
  if (five35) {
    build_bots<bots::Five35Bot>(c, bots::make_five35_bot);
  } else {
    build_bots<bots::VyingBot>(c, bots::make_vying_bot);
  }

  const int blocks = (c.games + kBlock - 1) / kBlock;
  std::vector<BlockStats> stats(static_cast<std::size_t>(blocks));
  std::atomic<int> next_block{0};
  std::atomic<int> done{0};
  std::mutex error_mutex;
  std::string error;

  auto worker = [&] {
    try {
      Bots<bots::VyingBot> vying_bots;
      Bots<bots::Five35Bot> five35_bots;
      if (five35) {
        five35_bots = build_bots<bots::Five35Bot>(c, bots::make_five35_bot);
      } else {
        vying_bots = build_bots<bots::VyingBot>(c, bots::make_vying_bot);
      }
      for (int block = next_block++; block < blocks; block = next_block++) {
        BlockStats& s = stats[static_cast<std::size_t>(block)];
        s.result.resize(static_cast<std::size_t>(n));
        s.wins.resize(static_cast<std::size_t>(n));
        s.pair_diff.resize(static_cast<std::size_t>(n * n));
        const int end = std::min(c.games, (block + 1) * kBlock);
        for (int deal = block * kBlock; deal < end; ++deal) {
          const DealOutcome o = five35 ? play_five35_deal(c, five35_bots, deal)
                                       : play_vying_deal(c, vying_bots, deal);
          for (int a = 0; a < n; ++a) {
            s.result[a].add(o.result[a]);
            if (five35) s.wins[a].add(o.wins[a]);
            for (int b = a + 1; b < n; ++b) s.pair_diff[a * n + b].add(o.result[a] - o.result[b]);
          }
          const int finished = ++done;
          if (progress) progress(finished);
        }
      }
    } catch (const std::exception& e) {
      std::lock_guard lock(error_mutex);
      if (error.empty()) error = e.what();
      next_block = blocks;  // stop the others
    }
  };
  const int threads = std::clamp(c.threads, 1, std::max(1, blocks));
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (!error.empty()) throw InputError(error);

  ArenaResult result;
  result.game = c.game;
  result.games = c.games;
  for (int a = 0; a < n; ++a) {
    BotResult bot;
    bot.name = c.bots[a].text();
    const int repeats = static_cast<int>(std::count_if(
        c.bots.begin(), c.bots.begin() + a, [&](const auto& s) { return s.text() == bot.name; }));
    if (repeats > 0) bot.name += "#" + std::to_string(repeats + 1);
    for (const auto& s : stats) {
      bot.result.merge(s.result[a]);
      bot.wins.merge(s.wins[a]);
    }
    result.bots.push_back(std::move(bot));
  }
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) {
      PairResult pair{a, b, {}};
      for (const auto& s : stats) pair.diff.merge(s.pair_diff[a * n + b]);
      result.pairs.push_back(pair);
    }
  }
  return result;
}

}  // namespace cardroom::arena
