// The `cardroom._cardroom` extension: the engines' episodes (src/env), their action codes and
// observation tensors, and the bots, for the `cardroom` Python package. Thin by design (DESIGN
// principle 8): every rule, code and tensor is the C++ one; dicts cross as JSON.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bindings.h"
#include "bots/bot.h"
#include "core/game_name.h"
#include "core/input_error.h"
#include "env/five35_episode.h"
#include "features/observation.h"
#include "env/vying_episode.h"
#include "io/five35_record.h"
#include "io/five35_rules_json.h"
#include "io/vying_record.h"
#include "io/vying_rules_json.h"
#include "vying/rules.h"

using namespace cardroom;
namespace py = pybind11;


namespace {

using namespace cardroom::python;

// --- states --------------------------------------------------------------------------------

template <typename Episode>
struct State {
  Episode episode;

  int current_player() const { return episode.current_player(); }
  bool is_terminal() const { return episode.is_terminal(); }
  std::vector<int> legal_actions() const {
    std::vector<int> out;
    episode.legal_actions(out);
    return out;
  }
  void apply_action(const py::object& action) {
    if (const std::string why = episode.apply_action(code_of(action)); !why.empty()) refuse(why);
  }
  std::vector<std::int64_t> returns() const { return episode.returns(); }
  std::vector<int> history() const {
    std::vector<int> out;
    for (const auto& a : episode.history()) out.push_back(a.code);
    return out;
  }
  void check_seat(int seat) const {
    const int players = episode.players();
    if (seat < 0 || seat >= players) {
      refuse("seat " + std::to_string(seat) + ": the seats are 0 to " +
             std::to_string(players - 1));
    }
  }
};

using VyingState = State<env::VyingEpisode>;
using Five35State = State<env::Five35Episode>;

py::array_t<bool> mask_of(const std::vector<int>& legal, int size) {
  py::array_t<bool> mask(size);
  auto m = mask.mutable_unchecked<1>();
  for (int i = 0; i < size; ++i) m(i) = false;
  for (int code : legal) m(code) = true;
  return mask;
}

py::array_t<float> observation_tensor(const VyingState& s, int seat) {
  s.check_seat(seat);
  const auto& setup = s.episode.setup();
  py::array_t<float> out(env::vying_observation_size(setup.players()));
  env::vying_observation(s.episode.hand(), seat, s.episode.codes().max_amount(),
                         std::span<float>(out.mutable_data(), std::size_t(out.size())));
  return out;
}

py::array_t<float> observation_tensor(const Five35State& s, int seat) {
  s.check_seat(seat);
  const auto& game = s.episode.game();
  py::array_t<float> out(env::five35_observation_size(game.players()));
  env::five35_observation(game, seat, std::span<float>(out.mutable_data(), std::size_t(out.size())));
  return out;
}

// A seat's perfect-recall information state as a tensor (env/information_state.h).
template <typename S>
py::array_t<float> information_state_tensor(const S& s, int seat) {
  s.check_seat(seat);
  const auto& setup = s.episode.setup();
  const std::int64_t size = env::information_state_size(setup);
  if (size == 0) refuse(env::why_no_information_state_tensor(setup));
  py::array_t<float> out(size);
  env::information_state_tensor(s.episode, seat,
                                std::span<float>(out.mutable_data(), std::size_t(out.size())));
  return out;
}

// The number of codes of a state's game, and a seat's observation tensor, per family.
int num_codes(const VyingState& s) { return s.episode.codes().size(); }
int num_codes(const Five35State&) { return env::Five35ActionCodes::size(); }

// --- records back into states ----------------------------------------------------------

Five35State five35_of_record(const io::Json& json) {
  if (json.contains("episode")) {
    if (json["episode"] == "game") return Five35State{env::Five35Episode::from_game_record(json)};
    refuse("episode: \"game\" (a whole game's record) or none (a round's), not " +
           json["episode"].dump());
  }
  const io::Five35Record r = io::read_five35_record(json);  // checks every key
  // A later round's state needs the game before it (its deal and the totals): a whole game's
  // record (episode "game") restores that.
  if (r.round_number != 1)
    refuse(
        "round: only first rounds become states (a second round's deal depends on the first; "
        "record the whole game: load_game(..., episode=\"game\"))");
  if (std::any_of(r.scores_before.begin(), r.scores_before.end(),
                  [](std::int64_t s) { return s != 0; }))
    refuse(
        "scores: a round state starts from 0 points; a round later in a game becomes a state "
        "from the whole game's record (load_game(..., episode=\"game\"))");
  auto setup = std::make_shared<env::Five35Setup>();
  setup->rules = r.rules;
  setup->players = r.players;
  Five35State state{
      json.contains("deck")
          ? env::Five35Episode::from_deck(setup, json["deck"], r.dealer)
          : env::Five35Episode::seeded(setup, json["seed"].get<std::uint64_t>(), r.dealer)};
  state.episode.play_words(r.actions);
  return state;
}

VyingState vying_of_record(const io::Json& json) {
  const io::VyingRecord r = io::read_vying_record(json);
  auto setup = std::make_shared<env::VyingSetup>();
  setup->game = r.game;
  setup->rules = r.rules;
  setup->stacks = r.stacks;
  VyingState state{env::VyingEpisode::from_deck(setup, r.deck, r.dealer, r.seed)};
  const auto& codes = state.episode.codes();
  for (std::size_t i = 0; i < r.actions.size(); ++i) {
    const auto code = codes.encode(r.actions[i]);
    const std::string why =
        code ? state.episode.apply_action(*code) : "no such amount at this table";
    if (!why.empty()) refuse("action " + std::to_string(i) + ": " + why);
  }
  return state;
}

bool is_five35_record(const io::Json& json) {
  if (!json.is_object() || !json.contains("game") || !json["game"].is_string()) {
    refuse("record: a `cardroom replay` record, with its \"game\"");
  }
  return require_game(json["game"].get<std::string>()) == Game::kFiveThreeFive;
}

py::object state_of_record(const io::Json& json) {
  return is_five35_record(json) ? py::cast(five35_of_record(json)) : py::cast(vying_of_record(json));
}

// The same, for one family's state class (unpickling): a record of the other family is refused.
template <typename S>
S family_of_record(const io::Json& json) {
  if constexpr (std::is_same_v<S, Five35State>) {
    if (!is_five35_record(json)) refuse("record: a vying hand, not a Five Three Five state");
    return five35_of_record(json);
  } else {
    if (is_five35_record(json)) refuse("record: Five Three Five, not a vying hand");
    return vying_of_record(json);
  }
}

// Text read as JSON, refused with ValueError when it is not.
io::Json parse(const std::string& text) {
  try {
    return io::Json::parse(text);
  } catch (const io::Json::exception& e) {
    refuse(std::string("not a serialized state (a record's JSON): ") + e.what());
  }
}

// game.deserialize_state: the state serialize() wrote, of this very table.
template <typename S, typename Table>
S deserialize(const Table& table, const std::string& text) {
  S state = family_of_record<S>(parse(text));
  if (!(state.episode.setup() == *table.setup)) {
    refuse("serialized state: a state of another table (its game, rules, seats, stacks or "
           "episode differ)");
  }
  return state;
}

std::string game_of(const VyingState& s) {
  return std::string(game_name(s.episode.setup().game));
}
std::string game_of(const Five35State&) { return "five-three-five"; }

template <typename S>
std::string repr_of(const S& s) {
  const int to_act = s.current_player();
  return "<" + game_of(s) + " state: " + std::to_string(s.episode.players()) + " seats, " +
         std::to_string(s.episode.history().size()) + " actions, " +
         (to_act < 0 ? std::string("over") : "seat " + std::to_string(to_act) + " to act") + ">";
}

// The record's JSON; a resampled state has none, so it shows its repr.
template <typename S>
std::string str_of(const S& s) {
  try {
    return s.episode.to_record().dump();
  } catch (const InputError&) {
    return repr_of(s);
  }
}

// OpenSpiel's GameType, as attributes (game.get_type().utility): what kind of game it is.
py::object game_type(const std::string& name, const char* utility, int max_players,
                     bool information_state_tensor) {
  py::dict t;
  t["short_name"] = name;
  t["long_name"] = name;
  t["dynamics"] = "sequential";
  // The deal is drawn from the seed (or given as a deck) when the state is made: no chance
  // nodes, as OpenSpiel's sampled-stochastic games.
  t["chance_mode"] = "sampled_stochastic";
  t["information"] = "imperfect_information";
  t["utility"] = utility;
  t["reward_model"] = "terminal";
  t["min_num_players"] = 2;
  t["max_num_players"] = max_players;
  t["provides_information_state_string"] = true;
  t["provides_information_state_tensor"] = information_state_tensor;
  t["provides_observation_string"] = true;
  t["provides_observation_tensor"] = true;
  return py::module_::import("types").attr("SimpleNamespace")(**t);
}

// What differs between the two families' state classes: their words.
struct StateDocs {
  const char* episode;  // "hand", "episode"
  const char* mask;
  const char* example;  // an action word
  const char* returns;
  const char* record;
};

// The state class of one family: the same methods, the family's episode underneath.
template <typename S>
void bind_state(py::class_<S>& state, const StateDocs& docs) {
  const std::string over = std::string("the ") + docs.episode + " is over";
  state
      .def("current_player", &S::current_player, ("The seat to act; -1 once " + over + ".").c_str())
      .def("is_terminal", &S::is_terminal, ("Whether " + over + ".").c_str())
      .def("legal_actions", &S::legal_actions, "The legal action codes, ascending.")
      .def(
          "legal_actions_mask", [](const S& s) { return mask_of(s.legal_actions(), num_codes(s)); },
          docs.mask)
      .def("apply_action", &S::apply_action, py::arg("action"),
           "Plays a legal code for the seat to act; ValueError naming the rule otherwise (nothing "
           "changes).")
      .def(
          "action_to_string",
          [](const S& s, const py::object& action) {
            return s.episode.action_to_string(code_of(action));
          },
          py::arg("action"),
          (std::string("The rulebook's word for a code (") + docs.example + ").").c_str())
      .def(
          "string_to_action",
          [](const S& s, const std::string& w) { return s.episode.string_to_action(w); },
          py::arg("word"), "The code of a rulebook word.")
      .def("returns", &S::returns, docs.returns)
      .def("history", &S::history, "The codes played so far.")
      .def(
          "clone", [](const S& s) { return s; }, "An independent copy.")
      .def(
          "to_record", [](const S& s) { return from_json(s.episode.to_record()); }, docs.record)
      .def(
          "observation",
          [](const S& s, int seat) {
            s.check_seat(seat);
            return from_json(s.episode.observation(seat));
          },
          py::arg("seat"), "What `seat` may see, as a dict.")
      .def(
          "observation_tensor", [](const S& s, int seat) { return observation_tensor(s, seat); },
          py::arg("seat"),
          "What `seat` may see, as float32 of observation_tensor_shape() (docs/python.md).")
      .def(
          "resample",
          [](const S& s, int seat, std::uint64_t seed) {
            s.check_seat(seat);
            return S{s.episode.resample(seat, seed)};
          },
          py::arg("seat"), py::arg("seed"),
          "A complete state consistent with `seat`'s view: the cards it has not seen dealt at "
          "random.")
      .def("__str__", [](const S& s) { return str_of(s); })
      // OpenSpiel's names where they fit (docs/python.md, "How it maps to OpenSpiel").
      .def(
          "legal_actions",
          [](const S& s, int player) {
            s.check_seat(player);
            return player == s.current_player() ? s.legal_actions() : std::vector<int>{};
          },
          py::arg("player"), "The legal codes of `player`: empty unless it is the seat to act.")
      .def("rewards", &S::returns,
           "What each seat received on the last action: everything comes at the end, so the "
           "returns once over and 0 before (the sum of rewards along an episode is its returns).")
      .def(
          "observation_string",
          [](const S& s, int seat) {
            s.check_seat(seat);
            return s.episode.observation(seat).dump();
          },
          py::arg("seat"), "observation(seat) as one line of JSON.")
      .def(
          "serialize", [](const S& s) { return s.episode.to_record().dump(); },
          "The state as text (its record's JSON): game.deserialize_state gives it back; "
          "ValueError for a resampled state, which has no record.")
      .def(
          "information_state_string",
          [](const S& s, int seat) {
            s.check_seat(seat);
            return env::information_state(s.episode, seat).dump();
          },
          py::arg("seat"),
          "Everything `seat` has seen since the deal, in order (perfect recall), as one line of "
          "JSON: the observation, with what it saw when (docs/python.md).")
      .def(
          "information_state_tensor",
          [](const S& s, int seat) { return information_state_tensor(s, seat); },
          py::arg("seat"),
          "The same as float32 of game.information_state_tensor_shape(): the observation "
          "tensor, then one block an action (docs/python.md).")
      .def("__copy__", [](const S& s) { return s; })
      .def(
          "__deepcopy__", [](const S& s, const py::object&) { return s; }, py::arg("memo"))
      .def("__repr__", [](const S& s) { return repr_of(s); })
      .def(
          "__eq__",
          [](const S& a, const py::object& b) {
            return py::isinstance<S>(b) && a.episode.same_as(b.cast<const S&>().episode);
          },
          py::arg("other"))
      .def(py::pickle([](const S& s) { return s.episode.to_record().dump(); },
                      [](const std::string& text) { return family_of_record<S>(parse(text)); }));
}

// Seeds are 64-bit: 0 to 2**64 - 1 (episode_seeds gives the whole range).
std::uint64_t seed_of(const py::object& seed) {
  if (seed.is_none()) return 0;
  if (!py::isinstance<py::int_>(seed) || py::isinstance<py::bool_>(seed)) {
    throw py::type_error("seed: an int, not " + py::repr(seed).cast<std::string>());
  }
  const py::int_ value(seed);
  if (value < py::int_(0) || value > py::int_(std::numeric_limits<std::uint64_t>::max())) {
    refuse("seed: 0 to 2**64 - 1, not " + py::repr(value).cast<std::string>());
  }
  return value.cast<std::uint64_t>();
}

int dealer_of(const py::object& dealer, int players) {
  const int d = dealer.is_none() ? 0 : dealer.cast<int>();
  if (d < 0 || d >= players) {
    refuse("dealer: the seats are 0 to " + std::to_string(players - 1) + ", not " +
           std::to_string(d));
  }
  return d;
}

// --- bots ----------------------------------------------------------------------------------

class Bot {
 public:
  Bot(const std::string& spec, std::uint64_t seed) : spec_(bots::parse_bot_spec(spec)), rng_(seed) {
    // Built now for both families, so a bad spec fails here, naming what is wrong.
    vying_ = bots::make_vying_bot(spec_);
    five35_ = bots::make_five35_bot(spec_);
  }
  int step_vying(const VyingState& s) {
    if (s.episode.is_terminal()) refuse("the hand is over: nobody is to act");
    const vying::SeatView view(s.episode.hand(), s.episode.current_player());
    return *s.episode.codes().encode(vying_->decide(view, rng_));
  }
  int step_five35(const Five35State& s) {
    if (s.episode.is_terminal()) refuse("the episode is over: nobody is to act");
    const auto& game = s.episode.game();
    return *env::Five35ActionCodes::encode(five35_->decide(game.view(game.round().to_act()), rng_));
  }
  std::string spec() const { return spec_.text(); }

 private:
  bots::BotSpec spec_;
  Rng rng_;
  std::unique_ptr<bots::VyingBot> vying_;
  std::unique_ptr<bots::Five35Bot> five35_;
};

}  // namespace

PYBIND11_MODULE(_cardroom, m) {
  m.doc() = "cardroom's engines, action codes, observation tensors and bots (see docs/python.md)";
  m.attr("__version__") = CARDROOM_VERSION;
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const io::Json::exception& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });

  // Every class is registered before any function that takes or returns it, so that the
  // signatures help() shows name Python's types, not C++'s.
  py::class_<VyingGame> vying_game(
      m, "VyingGame", "A vying game (7-27 or 15-35) at a table: one episode is one hand.");
  py::class_<Five35Game> five35_game(
      m, "Five35Game", "Five Three Five: one episode is one round, or a whole game.");
  py::class_<VyingState> vying_state(m, "VyingState", "One vying hand in play.");
  py::class_<Five35State> five35_state(m, "Five35State",
                                       "A Five Three Five round (or game) in play.");

  m.def(
      "game_name",
      [](const std::string& name) { return std::string(game_name(require_game(name))); },
      "The canonical name of a game ('15-35' -> 'fifteen-thirty-five'); ValueError if unknown.");

  m.def(
      "load_vying_game",
      [](const std::string& name, int players, const py::object& rules, std::int64_t stack) {
        const Game game = require_game(name);
        if (game == Game::kFiveThreeFive) refuse("five-three-five is not a vying game");
        if (players < 2 || players > vying::max_players(game)) {
          refuse("players: " + std::string(game_name(game)) + " is played by 2 to " +
                 std::to_string(vying::max_players(game)) + ", not " + std::to_string(players));
        }
        if (stack < 1 || stack > 1'000'000)
          refuse("stack: 1 to 1000000 chips, not " + std::to_string(stack));
        auto setup = std::make_shared<env::VyingSetup>();
        setup->game = game;
        setup->rules = io::vying_rules_from_json(
            vying::preset(game), rules.is_none() ? io::Json::object() : to_json(rules));
        setup->stacks.assign(std::size_t(players), stack);
        return VyingGame{setup};
      },
      py::arg("name"), py::arg("players"), py::arg("rules"), py::arg("stack"));
  m.def(
      "load_five35_game",
      [](int players, const py::object& rules, bool whole_game) {
        if (players < five35::kMinPlayers || players > five35::kMaxPlayers) {
          refuse("players: five-three-five is played by 2 to 6, not " + std::to_string(players));
        }
        auto setup = std::make_shared<env::Five35Setup>();
        setup->players = players;
        setup->whole_game = whole_game;
        setup->rules =
            io::five35_rules_from_json(rules.is_none() ? io::Json::object() : to_json(rules));
        return Five35Game{setup};
      },
      py::arg("players"), py::arg("rules"), py::arg("whole_game"));

  m.def(
      "state_from_record", [](const py::object& record) { return state_of_record(to_json(record)); },
      py::arg("record"),
      "The state a `cardroom replay` record reaches (dict); ValueError naming what is wrong.");

  vying_game
      .def("min_utility", &VyingGame::min_utility,
           "The least a seat can end with: minus its stack (it can lose every chip).")
      .def("max_utility", &VyingGame::max_utility,
           "The most a seat can end with: every other seat's chips.")
      .def(
          "utility_sum", [](const VyingGame&) { return 0.0; },
          "0: chips only move between the seats (zero-sum).")
      .def(
          "get_type",
          [](const VyingGame& g) {
            return game_type(std::string(game_name(g.setup->game)), "zero_sum",
                             vying::max_players(g.setup->game),
                             env::information_state_size(*g.setup) > 0);
          },
          "What kind of game it is, as OpenSpiel's GameType (attributes).")
      .def(
          "deserialize_state", &deserialize<VyingState, VyingGame>,
          py::arg("text"), "The state serialize() wrote; ValueError for another table's.")
      .def("num_players", &VyingGame::num_players, "The number of seats at the table.")
      .def("num_distinct_actions", &VyingGame::num_distinct_actions,
           "Number of action codes: 61 + 2 x the stack (docs/python.md).")
      .def("observation_tensor_shape", &VyingGame::observation_tensor_shape,
           "Shape of observation_tensor(seat): [52 + 64 x players + 8].")
      .def("max_game_length", &VyingGame::max_game_length,
           "An upper bound on the actions of a hand.")
      .def("information_state_tensor_shape", &VyingGame::information_state_tensor_shape,
           "Shape of information_state_tensor(seat): [observation + max_game_length x (players "
           "+ 67)]; ValueError when a hand may be too long for one (no raise cap).")
      .def("rules", &VyingGame::rules, "The whole rule set, as the contract's JSON keys.")
      .def(
          "new_initial_state",
          [](const VyingGame& g, const py::object& seed, const py::object& deck,
             const py::object& dealer) {
            const int d = dealer_of(dealer, g.setup->players());
            if (deck.is_none())
              return VyingState{env::VyingEpisode::seeded(g.setup, seed_of(seed), d)};
            std::vector<Card> cards;
            for (const auto& text : deck.cast<std::vector<std::string>>()) {
              const auto card = parse_card(text);
              if (!card) refuse("deck: '" + text + "' is not a card");
              cards.push_back(*card);
            }
            return VyingState{env::VyingEpisode::from_deck(g.setup, cards, d, seed_of(seed))};
          },
          py::arg("seed") = 0, py::arg("deck") = py::none(), py::arg("dealer") = py::none(),
          "A hand dealt from `deck` (cards from the top) or shuffled by `seed`, as `cardroom "
          "replay` deals a record. The seed is 0 unless given, so the same call deals the same "
          "hand: pass a seed of your own (cardroom.episode_seeds) for fresh deals.");

  five35_game
      .def("min_utility", &Five35Game::min_utility,
           "The least a seat can end with: minus the most penalty points it can take (a "
           "round's costliest hand; a game's, from one point below the target).")
      .def("max_utility", &Five35Game::max_utility, "0: no penalty.")
      .def(
          "whole_game", [](const Five35Game& g) { return g.setup->whole_game; },
          "Whether an episode is a whole game (episode=\"game\") rather than one round.")
      .def(
          "utility_sum", [](const Five35Game&) { return py::none(); },
          "None: the penalty points do not add up to a constant (general-sum).")
      .def(
          "get_type",
          [](const Five35Game& g) {
            return game_type("five-three-five", "general_sum", five35::kMaxPlayers,
                             env::information_state_size(*g.setup) > 0);
          },
          "What kind of game it is, as OpenSpiel's GameType (attributes).")
      .def(
          "deserialize_state", &deserialize<Five35State, Five35Game>,
          py::arg("text"), "The state serialize() wrote; ValueError for another table's.")
      .def("num_players", &Five35Game::num_players, "The number of players at the table.")
      .def("num_distinct_actions", &Five35Game::num_distinct_actions,
           "Number of action codes: 250.")
      .def("observation_tensor_shape", &Five35Game::observation_tensor_shape,
           "Shape of observation_tensor(seat): [71 + 7 x players].")
      .def("max_game_length", &Five35Game::max_game_length,
           "An upper bound on the moves of an episode (-1: none).")
      .def("information_state_tensor_shape", &Five35Game::information_state_tensor_shape,
           "Shape of information_state_tensor(seat): [observation + max_game_length x (players "
           "+ 17)]; ValueError for a whole game (use information_state_string).")
      .def("rules", &Five35Game::rules, "The whole rule set, as the contract's JSON keys.")
      .def(
          "new_initial_state",
          [](const Five35Game& g, const py::object& seed, const py::object& deck,
             const py::object& dealer) {
            const int d = dealer_of(dealer, g.setup->players);
            if (deck.is_none())
              return Five35State{env::Five35Episode::seeded(g.setup, seed_of(seed), d)};
            return Five35State{
                env::Five35Episode::from_deck(g.setup, to_json(deck), d, seed_of(seed))};
          },
          py::arg("seed") = 0, py::arg("deck") = py::none(), py::arg("dealer") = py::none(),
          "A round dealt from `deck` (rank numbers from the top) or shuffled by `seed`, as "
          "`cardroom replay` deals a record. The seed is 0 unless given, so the same call deals "
          "the same round: pass a seed of your own (cardroom.episode_seeds) for fresh deals.");

  bind_state(vying_state,
             {"hand", "numpy bool array of num_distinct_actions: True for each legal code.",
              "'bet 3'", "Chips won or lost by each seat (0 until the hand is over).",
              "The hand as a `cardroom replay` record (dict)."});
  bind_state(five35_state,
             {"episode", "numpy bool array of 250: True for each legal code.", "'lead 3 4 5'",
              "Minus the penalty points of each seat (0 until the episode is over).",
              "A round: its `cardroom replay` record (dict); a whole game: the game's record, "
              "which state_from_record plays back (docs/python.md)."});

  py::class_<Bot>(m, "Bot",
                  "A bot of docs/bots.md ('heuristic', 'ismcts:iterations=500'), deciding from the "
                  "view of the player to act.")
      .def(py::init<const std::string&, std::uint64_t>(), py::arg("spec"), py::arg("seed") = 0)
      .def("step", &Bot::step_vying, py::arg("state"),
           "The code the bot plays for the seat to act.")
      .def("step", &Bot::step_five35, py::arg("state"),
           "The code the bot plays for the seat to act.")
      .def_property_readonly("spec", &Bot::spec, "The bot's spec.");

  bind_tools(m);
  bind_vector_env(m);
  bind_learned(m);
}
