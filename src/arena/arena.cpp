#include "arena/arena.h"

#include <algorithm>
#include <bit>
#include <ctime>
#include <memory>

#include "bots/bot.h"
#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/game.h"
#include "io/five35_rules_json.h"
#include "io/vying_rules_json.h"
#include "sim/checkpoint.h"
#include "sim/runner.h"
#include "vying/hand.h"

namespace cardroom::arena {

namespace {

// Deals are played in fixed blocks (sim/runner.h), and the blocks' statistics merged in block
// order, so the floating-point sums do not depend on how many threads or ranks played them.
constexpr int kBlock = 16;

struct BlockStats {
  std::vector<stats::RunningStat> result, wins, pair_diff, think;

  explicit BlockStats(std::size_t n = 0) : result(n), wins(n), pair_diff(n * n), think(n) {}
  void merge(const BlockStats& other) {
    for (std::size_t i = 0; i < result.size(); ++i) result[i].merge(other.result[i]);
    for (std::size_t i = 0; i < wins.size(); ++i) wins[i].merge(other.wins[i]);
    for (std::size_t i = 0; i < pair_diff.size(); ++i) pair_diff[i].merge(other.pair_diff[i]);
    for (std::size_t i = 0; i < think.size(); ++i) think[i].merge(other.think[i]);
  }
  void write(ByteWriter& out) const {
    for (const auto* all : {&result, &wins, &pair_diff, &think}) {
      for (const auto& s : *all) s.write(out);
    }
  }
  void read(ByteReader& in) {
    for (auto* all : {&result, &wins, &pair_diff, &think}) {
      for (auto& s : *all) s.read(in);
    }
  }
};

// One deal's average result per bot over all rotations, and (timed) the CPU seconds of each
// decision, by bot.
struct DealOutcome {
  std::vector<double> result, wins;
  std::vector<std::vector<double>> think;
};

// The CPU time this thread has used, in seconds: what a decision costs whatever else the
// machine is doing (a wall clock would count the other threads' turns too).
double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// Calls decide() and, when the match is timed, records its CPU time for bot `b`.
template <class Decide>
auto timed(const ArenaConfig& c, DealOutcome& out, int b, Decide&& decide) {
  if (!c.timing) return decide();
  const double start = thread_seconds();
  auto choice = decide();
  out.think[std::size_t(b)].push_back(thread_seconds() - start);
  return choice;
}

template <class Bot>
using Bots = std::vector<std::unique_ptr<Bot>>;

// The generator of whichever bot sits in `seat` for deal `deal`: the same in every rotation, so
// the seat's luck with random choices is duplicated along with its cards.
Rng bot_stream(std::uint64_t seed, int deal, int seat) {
  return Rng::stream(seed ^ 0x5eed0b075eed0b07ULL, static_cast<std::uint64_t>(deal) * 16 + seat);
}

DealOutcome play_vying_deal(const ArenaConfig& c, Bots<bots::VyingBot>& bots, int deal) {
  const int n = static_cast<int>(bots.size());
  DealOutcome out{std::vector<double>(n, 0.0), {}, std::vector<std::vector<double>>(n)};
  const std::vector<std::int64_t> stacks(static_cast<std::size_t>(n), c.stack);
  for (int r = 0; r < n; ++r) {
    Rng deck_rng = Rng::stream(c.seed, static_cast<std::uint64_t>(deal));
    vying::Hand hand = vying::Hand::shuffled(c.vying_rules, stacks, deal % n, deck_rng);
    std::vector<Rng> rngs;
    for (int s = 0; s < n; ++s) rngs.push_back(bot_stream(c.seed, deal, s));
    while (!hand.finished()) {
      const int seat = hand.to_act();
      const int b = (seat + r) % n;
      const vying::Action a = timed(c, out, b, [&] {
        return bots[b]->decide(vying::SeatView(hand, seat), rngs[seat]);
      });
      if (!hand.apply(a)) {
        throw InputError("arena: bot " + std::to_string(b) + " made an illegal move: " +
                         vying::to_string(a) + " (" + explain(hand.check(seat, a)) + ")");
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
  DealOutcome out{std::vector<double>(n, 0.0), std::vector<double>(n, 0.0),
                  std::vector<std::vector<double>>(n)};
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
      const five35::Move m =
          timed(c, out, b, [&] { return bots[b]->decide(game.view(seat), rngs[seat]); });
      const five35::Refusal refusal = game.apply(seat, m);
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

io::Json interval(const stats::RunningStat& s) { return io::Json::array({s.ci95_low(), s.ci95_high()}); }

io::Json share_interval(const stats::RunningStat& s) {
  const stats::Interval i = stats::wilson95(s.mean(), s.count());
  return io::Json::array({i.low, i.high});
}

}  // namespace

io::Json arena_json(const ArenaResult& r) {
  io::Json bots = io::Json::array(), pairs = io::Json::array();
  for (const auto& b : r.bots) {
    io::Json entry{{"name", b.name}, {"mean", b.result.mean()}, {"ci95", interval(b.result)}};
    if (r.game == Game::kFiveThreeFive) {
      entry["game_wins"] = b.wins.mean();
      entry["game_wins_ci95"] = share_interval(b.wins);
    }
    if (b.think.count() > 0) entry["ms_per_decision"] = 1000 * b.think.mean();
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

void check_arena(const ArenaConfig& c) {
  const int n = static_cast<int>(c.bots.size());
  const int max = c.game == Game::kFiveThreeFive ? 6 : vying::max_players(c.game);
  if (n < 2 || n > max) {
    throw InputError("arena: " + std::string(game_name(c.game)) + " seats 2 to " +
                     std::to_string(max) + " bots, not " + std::to_string(n));
  }
  if (c.games < 1) throw InputError("arena: --games must be at least 1");
  if (c.stack < 1) throw InputError("arena: --stack must be at least 1");
  if (c.threads < 1) throw InputError("arena: --threads must be at least 1");
  // Every bot built once, so a bad spec or a bot that cannot play this table (a learned model
  // of another game or size) fails before any thread starts.
  for (const auto& spec : c.bots) {
    if (c.game == Game::kFiveThreeFive) {
      bots::make_seated_five35_bot(spec, n);
    } else {
      bots::make_seated_vying_bot(spec, c.vying_rules, n);
    }
  }
}

io::Json arena_identity(const ArenaConfig& c) {
  io::Json bots = io::Json::array();
  for (const auto& b : c.bots) bots.push_back(b.text());
  const bool five35 = c.game == Game::kFiveThreeFive;
  return {{"command", "arena"},
          {"game", std::string(game_name(c.game))},
          {"bots", bots},
          {"games", c.games},
          {"seed", c.seed},
          {"stack", c.stack},
          {"rules", five35 ? io::five35_rules_to_json(c.five35_rules)
                           : io::vying_rules_to_json(c.vying_rules)}};
}

ArenaResult run_arena(const ArenaConfig& c, const std::function<void(std::int64_t)>& progress) {
  ArenaHooks hooks;
  hooks.progress = progress;
  return run_arena(c, hooks);
}

ArenaResult run_arena(const ArenaConfig& c, const ArenaHooks& hooks) {
  check_arena(c);
  const int n = static_cast<int>(c.bots.size());
  const auto nn = static_cast<std::size_t>(n);
  const bool five35 = c.game == Game::kFiveThreeFive;
  const bool rank0 = !hooks.transport || hooks.transport->rank() == 0;

  BlockStats total(nn);
  auto play = [&](std::int64_t first, std::int64_t count) {
    // Fresh bots for every block, so nothing a bot keeps can depend on who played what before.
    Bots<bots::VyingBot> vying_bots;
    Bots<bots::Five35Bot> five35_bots;
    if (five35) {
      five35_bots = build_bots<bots::Five35Bot>(c, bots::make_five35_bot);
    } else {
      vying_bots = build_bots<bots::VyingBot>(c, bots::make_vying_bot);
    }
    BlockStats s(nn);
    for (auto deal = static_cast<int>(first); deal < first + count; ++deal) {
      const DealOutcome o =
          five35 ? play_five35_deal(c, five35_bots, deal) : play_vying_deal(c, vying_bots, deal);
      for (int a = 0; a < n; ++a) {
        s.result[a].add(o.result[a]);
        if (five35) s.wins[a].add(o.wins[a]);
        for (int b = a + 1; b < n; ++b) s.pair_diff[a * n + b].add(o.result[a] - o.result[b]);
        for (double t : o.think[std::size_t(a)]) s.think[a].add(t);
      }
    }
    return s;
  };
  auto merge = [&](const BlockStats& s) { total.merge(s); };

  sim::BlockPlan plan{c.games, c.threads, kBlock};
  sim::RunControl<BlockStats> control;
  control.progress = hooks.progress;
  control.transport = hooks.transport;
  control.encode = [](const BlockStats& s, ByteWriter& out) { s.write(out); };
  control.decode = [&](ByteReader& in) {
    BlockStats s(nn);
    s.read(in);
    return s;
  };
  const io::Json identity = arena_identity(c);
  if (rank0 && !hooks.checkpoint.empty()) {
    if (const auto found = sim::read_checkpoint(hooks.checkpoint)) {
      sim::check_same_run(hooks.checkpoint, identity, found->run);
      ByteReader in(found->state, "--checkpoint " + hooks.checkpoint);
      total.read(in);
      in.finish();
      control.first_block = found->blocks_done;
    }
    control.save_every = hooks.checkpoint_every;
    control.save = [&](std::int64_t blocks_done) {
      sim::Checkpoint checkpoint;
      checkpoint.run = identity;
      checkpoint.blocks_done = blocks_done;
      ByteWriter out;
      total.write(out);
      checkpoint.state = out.take();
      sim::write_checkpoint(hooks.checkpoint, checkpoint);
    };
  }
  sim::run_blocks<BlockStats>(plan, play, merge, control);

  ArenaResult result;
  result.game = c.game;
  result.games = c.games;
  result.complete = rank0;
  if (!rank0) return result;
  for (int a = 0; a < n; ++a) {
    BotResult bot;
    bot.name = c.bots[a].text();
    const int repeats = static_cast<int>(std::count_if(
        c.bots.begin(), c.bots.begin() + a, [&](const auto& s) { return s.text() == bot.name; }));
    if (repeats > 0) bot.name += "#" + std::to_string(repeats + 1);
    bot.result = total.result[a];
    bot.wins = total.wins[a];
    bot.think = total.think[a];
    result.bots.push_back(std::move(bot));
  }
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b)
      result.pairs.push_back(PairResult{a, b, total.pair_diff[a * n + b]});
  }
  return result;
}

}  // namespace cardroom::arena
