// `cardroom bench`: how fast the engines and bots run on this machine, on one core and on all:
// random play of whole games, the simulator with its statistics, totals evaluations, legal-move
// generation and bot decisions. Each figure is work done over wall time with every thread busy
// for --time seconds; the Google Benchmark suite (bench/) times the same hot paths in isolation.
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <exception>
#include <functional>
#include <iostream>
#include <memory>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "bots/bot.h"
#include "cli/command.h"
#include "cli/progress.h"
#include "cli/signature.h"
#include "core/input_error.h"
#include "five35/game.h"
#include "five35/round.h"
#include "io/json_read.h"
#include "sim/simulation.h"
#include "vying/hand.h"
#include "vying/random_play.h"
#include "vying/view.h"

namespace cardroom::cli {

namespace {

using Clock = std::chrono::steady_clock;

struct BenchOptions {
  double seconds = 0.5;
  int threads = 0;  // 0: every core
  std::string filter;
  bool json = false;
  bool signature = false;
};

// Work for one thread until `until`; returns the operations done. Called on every thread at
// once, with the thread's index (for its own random stream).
using Work = std::function<std::int64_t(int thread, Clock::time_point until)>;

struct Benchmark {
  std::string name;
  std::string unit;
  Work work;
  // The simulator runs its own threads: it is timed as a whole for a thread count.
  std::function<double(int threads, double seconds)> whole;
};

struct Measurement {
  std::string name;
  std::string unit;
  int threads = 1;
  double per_second = 0;
};

double measure(const Work& work, int threads, double seconds) {
  std::atomic<std::int64_t> total{0};
  const auto start = Clock::now();
  const auto until =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  // A thread's exception is carried to this one (never std::terminate): main reports it.
  std::vector<std::exception_ptr> failures(static_cast<std::size_t>(threads));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      try {
        total += work(t, until);
      } catch (...) {
        failures[static_cast<std::size_t>(t)] = std::current_exception();
      }
    });
  }
  for (auto& thread : pool) thread.join();
  for (const auto& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  return elapsed > 0 ? double(total.load()) / elapsed : 0.0;
}

// Runs `step` in batches of `batch` until the clock passes `until`; returns the steps made.
template <typename Step>
std::int64_t repeat_until(Clock::time_point until, int batch, Step&& step) {
  std::int64_t done = 0;
  do {
    for (int i = 0; i < batch; ++i) step();
    done += batch;
  } while (Clock::now() < until);
  return done;
}

constexpr std::array<std::int64_t, 6> kSixStacks{100, 100, 100, 100, 100, 100};

// Vying hand states met in random play (every decision point of some random hands), for the
// per-decision benchmarks.
std::vector<vying::Hand> vying_states(const vying::Rules& rules, int count, int players = 6) {
  std::vector<vying::Hand> states;
  Rng rng(7);
  const std::span<const std::int64_t> stacks(kSixStacks.data(), std::size_t(players));
  for (int game = 0; static_cast<int>(states.size()) < count; ++game) {
    vying::Hand hand = vying::Hand::shuffled(rules, stacks, game % players, rng);
    while (!hand.finished() && static_cast<int>(states.size()) < count) {
      states.push_back(hand);
      hand.apply_unchecked(vying::random_action(hand.legal(), rng));
    }
  }
  return states;
}

std::vector<five35::Round> five35_states(int players, int count) {
  std::vector<five35::Round> states;
  Rng rng(7);
  for (int game = 0; static_cast<int>(states.size()) < count; ++game) {
    const five35::Deck deck = five35::shuffled_deck(players, rng);
    const int dealer = game % players;
    five35::Round round(five35::Rules{}, players, dealer,
                        five35::deal_cards(players, dealer, deck.view()));
    while (!round.finished() && static_cast<int>(states.size()) < count) {
      states.push_back(round);
      round.play_random(rng);
    }
  }
  return states;
}

Benchmark random_vying(Game game) {
  const vying::Rules rules = vying::preset(game);
  const std::string name =
      std::string("random-play/") + (game == Game::kSevenTwentySeven ? "7-27" : "15-35") + "/6p";
  return {name,
          "hands",
          [rules](int thread, Clock::time_point until) {
            Rng rng = Rng::stream(11, std::uint64_t(thread));
            int dealer = 0;
            return repeat_until(until, 64, [&] {
              vying::Hand hand = vying::Hand::shuffled(rules, kSixStacks, dealer, rng);
              dealer = (dealer + 1) % 6;
              while (!hand.finished()) hand.apply_unchecked(vying::random_action(hand.legal(), rng));
            });
          },
          {}};
}

Benchmark random_five35() {
  return {"random-play/535/4p",
          "games",
          [](int thread, Clock::time_point until) {
            Rng rng = Rng::stream(11, std::uint64_t(thread));
            int dealer = 0;
            return repeat_until(until, 4, [&] {
              five35::Game game(five35::Rules{}, 4, dealer, rng.next());
              dealer = (dealer + 1) % 4;
              for (;;) {
                while (!game.round_over()) game.play_random(rng);
                if (game.game_over()) break;
                game.next_round();
              }
            });
          },
          {}};
}

// The whole simulator, statistics included: games per second of `simulate` itself, with six
// copies of `spec` (random players, and the heuristic: realistic play).
Benchmark simulate_vying(Game game, const std::string& spec) {
  Benchmark b;
  b.name = std::string("simulate/") + (game == Game::kFifteenThirtyFive ? "15-35" : "7-27") + "/6p" +
           (spec == "random" ? "" : "/" + spec);
  b.unit = "hands";
  b.whole = [game, spec](int threads, double seconds) {
    sim::SimConfig config;
    config.game = game;
    config.players = 6;
    config.bots.assign(6, bots::parse_bot_spec(spec));
    config.variants.push_back(sim::make_variant(config.game, "preset", {}));
    config.threads = threads;
    // Size the run from a short one, so it lasts about `seconds`.
    config.games = 4000;
    const sim::SimResult probe = sim::run_simulation(config);
    const double rate = double(config.games) / std::max(probe.seconds, 1e-6);
    config.games = std::max<std::int64_t>(4000, static_cast<std::int64_t>(rate * seconds));
    const sim::SimResult timed = sim::run_simulation(config);
    return double(config.games) / std::max(timed.seconds, 1e-9);
  };
  return b;
}

Benchmark totals() {
  // Random hands of two to seven cards, both targets of 15-35 (pictures 1/2 or 10: the most
  // totals to consider).
  auto tallies = std::make_shared<std::vector<vying::Tally>>();
  Rng rng(3);
  for (int i = 0; i < 1024; ++i) {
    auto deck = ordered_deck();
    rng.shuffle(std::span<Card>(deck));
    const int cards = 2 + static_cast<int>(rng.below(6));
    tallies->push_back(vying::Tally::of(std::span<const Card>(deck.data(), std::size_t(cards))));
  }
  return {"totals/15-35",
          "evaluations",
          [tallies](int thread, Clock::time_point until) {
            const vying::Rules rules = vying::fifteen_thirty_five();
            std::size_t i = std::size_t(thread) * 97;
            int sink = 0;
            const std::int64_t steps = repeat_until(until, 256, [&] {
              const vying::Tally& t = (*tallies)[i++ & 1023];
              sink += vying::standing(t, vying::Target::kLow, rules).key;
              sink += vying::standing(t, vying::Target::kHigh, rules).key;
            });
            static std::atomic<int> keep{0};
            keep += sink;
            return 2 * steps;
          },
          {}};
}

Benchmark legal_vying() {
  auto states =
      std::make_shared<std::vector<vying::Hand>>(vying_states(vying::fifteen_thirty_five(), 4096));
  return {"legal-moves/15-35/6p",
          "generations",
          [states](int thread, Clock::time_point until) {
            std::size_t i = std::size_t(thread) * 131;
            std::int64_t sink = 0;
            const std::int64_t steps = repeat_until(until, 256, [&] {
              const vying::LegalActions legal = (*states)[i++ % states->size()].legal();
              sink += legal.hi + legal.seat;
            });
            static std::atomic<std::int64_t> keep{0};
            keep += sink;
            return steps;
          },
          {}};
}

Benchmark legal_five35() {
  auto states = std::make_shared<std::vector<five35::Round>>(five35_states(4, 4096));
  return {"legal-moves/535/4p",
          "generations",
          [states](int thread, Clock::time_point until) {
            std::size_t i = std::size_t(thread) * 131;
            five35::MoveList moves;
            std::int64_t sink = 0;
            const std::int64_t steps = repeat_until(until, 256, [&] {
              (*states)[i++ % states->size()].legal_moves(moves);
              sink += moves.size();
            });
            static std::atomic<std::int64_t> keep{0};
            keep += sink;
            return steps;
          },
          {}};
}

// The table a bot is timed at: six seats at 15-35 and four at Five Three Five, or the nearest
// size it can play (a learned model given by file is trained for one size); 0 when it plays none.
int vying_seats_for(const bots::BotSpec& spec) {
  const vying::Rules rules = vying::fifteen_thirty_five();
  for (int seats : {6, 5, 4, 3, 2}) {
    if (bots::make_vying_bot(spec)->table_refusal(rules, seats).empty()) return seats;
  }
  return 0;
}

int five35_players_for(const bots::BotSpec& spec) {
  for (int players : {4, 5, 3, 6, 2}) {
    if (bots::make_five35_bot(spec)->table_refusal(players).empty()) return players;
  }
  return 0;
}

std::vector<Benchmark> bot_benchmarks() {
  std::vector<Benchmark> out;
  for (const auto& info : bots::bot_catalogue()) {
    const bots::BotSpec spec = bots::parse_bot_spec(info.kind);
    int seats = 0, players = 0;
    try {
      seats = vying_seats_for(spec);
    } catch (const InputError&) {
      seats = 0;  // not a vying bot
    }
    try {
      players = five35_players_for(spec);
    } catch (const InputError&) {
      players = 0;  // not a Five Three Five bot
    }
    if (seats > 0) {
      auto pool = std::make_shared<std::vector<vying::Hand>>(
          vying_states(vying::fifteen_thirty_five(), 1024, seats));
      out.push_back({"bot/" + info.kind + "/15-35/" + std::to_string(seats) + "p",
                     "decisions",
                     [spec, pool](int thread, Clock::time_point until) {
                       auto bot = bots::make_vying_bot(spec);
                       Rng rng = Rng::stream(5, std::uint64_t(thread));
                       std::size_t i = std::size_t(thread) * 131;
                       return repeat_until(until, 1, [&] {
                         const vying::Hand& hand = (*pool)[i++ % pool->size()];
                         bot->decide(vying::SeatView(hand, hand.to_act()), rng);
                       });
                     },
                     {}});
    }
    if (players > 0) {
      auto pool = std::make_shared<std::vector<five35::Round>>(five35_states(players, 1024));
      out.push_back({"bot/" + info.kind + "/535/" + std::to_string(players) + "p",
                     "decisions",
                     [spec, pool](int thread, Clock::time_point until) {
                       auto bot = bots::make_five35_bot(spec);
                       Rng rng = Rng::stream(5, std::uint64_t(thread));
                       std::size_t i = std::size_t(thread) * 131;
                       return repeat_until(until, 1, [&] {
                         const five35::Round& round = (*pool)[i++ % pool->size()];
                         bot->decide(five35::View(round, round.to_act()), rng);
                       });
                     },
                     {}});
    }
  }
  return out;
}

int print_signature(const BenchOptions& o) {
  const Signature s = bench_signature();
  if (o.json) {
    std::cout << io::Json{{"signature", hex(s.checksum)}, {"events", s.events}}.dump() << '\n';
  } else {
    std::cout << "signature " << hex(s.checksum) << " (" << with_commas(s.events)
              << " actions, moves and outcomes)\n";
  }
  return 0;
}

int run_bench(const BenchOptions& o) {
  if (o.signature) return print_signature(o);
  if (!(o.seconds > 0) || o.seconds > 600)
    throw InputError("--time: seconds per benchmark, above 0 and at most 600");
  if (o.threads < 0 || o.threads > 1024) throw InputError("--threads: between 1 and 1024");
  const int all = o.threads > 0
                      ? o.threads
                      : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<int> thread_counts{1};
  if (all > 1) thread_counts.push_back(all);

  std::vector<Benchmark> benchmarks;
  auto wanted = [&](const std::string& name) {
    return o.filter.empty() || name.find(o.filter) != std::string::npos;
  };
  auto add = [&](const std::string& name, const std::function<Benchmark()>& make) {
    if (wanted(name)) benchmarks.push_back(make());
  };
  add("random-play/7-27/6p", [] { return random_vying(Game::kSevenTwentySeven); });
  add("random-play/15-35/6p", [] { return random_vying(Game::kFifteenThirtyFive); });
  add("random-play/535/4p", random_five35);
  add("simulate/15-35/6p", [] { return simulate_vying(Game::kFifteenThirtyFive, "random"); });
  add("simulate/15-35/6p/heuristic",
      [] { return simulate_vying(Game::kFifteenThirtyFive, "heuristic"); });
  add("simulate/7-27/6p/heuristic",
      [] { return simulate_vying(Game::kSevenTwentySeven, "heuristic"); });
  add("totals/15-35", totals);
  add("legal-moves/15-35/6p", legal_vying);
  add("legal-moves/535/4p", legal_five35);
  for (auto& b : bot_benchmarks()) {
    if (wanted(b.name)) benchmarks.push_back(std::move(b));
  }
  if (benchmarks.empty())
    throw InputError("--filter '" + o.filter + "': no benchmark has that in its name");

  std::vector<Measurement> results;
  if (!o.json) {
    std::printf("%-28s %7s %16s\n", "benchmark", "threads", "per second");
    std::fflush(stdout);
  }
  for (const auto& b : benchmarks) {
    for (int threads : thread_counts) {
      Measurement m{b.name, b.unit, threads,
                    b.whole ? b.whole(threads, o.seconds) : measure(b.work, threads, o.seconds)};
      if (!o.json) {
        std::printf("%-28s %7d %16s %s/s\n", m.name.c_str(), m.threads,
                    with_commas(static_cast<std::int64_t>(m.per_second + 0.5)).c_str(),
                    m.unit.c_str());
        std::fflush(stdout);
      }
      results.push_back(std::move(m));
    }
  }
  if (o.json) {
    io::Json list = io::Json::array();
    for (const auto& m : results) {
      list.push_back(
          io::Json{{"name", m.name}, {"threads", m.threads}, {"per_second", m.per_second}});
    }
    std::cout << io::Json{{"benchmarks", list}}.dump() << '\n';
  }
  return 0;
}

}  // namespace

Command add_bench_command(CLI::App& parent) {
  auto o = std::make_shared<BenchOptions>();
  Command command;
  CLI::App* app = parent.add_subcommand(
      "bench",
      "Measure games, totals, legal moves and bot decisions per second, on one core and on all");
  command.app = app;
  app->add_option("--time", o->seconds, "Seconds each benchmark runs for each thread count")
      ->capture_default_str();
  app->add_option("--threads", o->threads, "Threads for the all-cores runs (default: every core)");
  app->add_option("--filter", o->filter, "Run only the benchmarks whose name contains this text");
  app->add_flag("--signature", o->signature,
                "Play a fixed seeded workload in every game and print one checksum of all its "
                "actions and outcomes (no timing): the same before and after a change made for "
                "speed shows that it changed no behaviour");
  app->add_flag("--json", o->json,
                "Print {\"benchmarks\": [{\"name\", \"threads\", \"per_second\"}]}");
  command.run = [o] { return run_bench(*o); };
  return command;
}

}  // namespace cardroom::cli
