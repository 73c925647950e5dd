#include "env/information_state.h"

#include <algorithm>
#include <optional>

#include "features/observation.h"
#include "five35/action_words.h"
#include "io/five35_cards_json.h"

namespace cardroom::env {

namespace {

using vying::ActionKind;

constexpr int kVyingKinds = 10;  // ActionKind, check to declare
constexpr int kDeclarations = 3;  // low, high, both
// A step: actor (players), kind, declaration, amount, the card seen, an unseen card.
constexpr int vying_step_size(int players) {
  return players + kVyingKinds + kDeclarations + 1 + Card::kCount + 1;
}
constexpr int kFive35Moves = 4;  // lead, overwrite, add, pass
constexpr int five35_step_size(int players) { return players + kFive35Moves + five35::kRankCount; }

// Seats numbered from the viewer, as the observation tensors number them.
int from_viewer(int seat, int viewer, int players) { return (seat - viewer + players) % players; }

// One vying action as `viewer` saw it when it was taken.
struct SeenStep {
  int seat = 0;
  vying::Action action;
  bool declaration_seen = true;
  bool deals = false;        // a take: one card from the stock
  std::optional<Card> card;  // the card dealt or exposed, when the viewer saw it
};

// Each seat's cards are kept in the order received: the deal's first, then one a take. So the
// k-th take of a seat dealt the card in slot (cards at the deal + k).
class VyingWalk {
 public:
  VyingWalk(const VyingEpisode& episode, int viewer) : episode_(episode), viewer_(viewer) {
    const auto& hand = episode.hand();
    for (int i = 0; i < hand.seats(); ++i) at_deal_[std::size_t(i)] = hand.seat(i).count;
    for (const SeatAction& a : episode.history()) {
      if (episode.codes().decode(a.code)->kind == ActionKind::kTake) --at_deal_[std::size_t(a.seat)];
    }
  }

  // The cards of `seat` at the deal, as the viewer saw them then (nullopt: face down to it).
  std::vector<std::optional<Card>> deal(int seat) const {
    const auto& hand = episode_.hand();
    const vying::SeatState& s = hand.seat(seat);
    std::vector<std::optional<Card>> out;
    for (int slot = 0; slot < at_deal_[std::size_t(seat)]; ++slot) {
      const bool seen = seat == viewer_ || (s.is_up(slot) && !exposed_later(seat, s.cards[slot]));
      out.push_back(seen ? std::optional(s.cards[slot]) : std::nullopt);
    }
    return out;
  }

  template <typename F>
  void each_step(F&& f) const {
    const auto& hand = episode_.hand();
    std::array<int, vying::kMaxSeats> taken{};
    for (const SeatAction& a : episode_.history()) {
      SeenStep step;
      step.seat = a.seat;
      step.action = *episode_.codes().decode(a.code);
      if (step.action.kind == ActionKind::kDeclare) {
        step.declaration_seen = vying::SeatView::sees_declaration(hand, viewer_, a.seat);
      } else if (step.action.kind == ActionKind::kExpose) {
        step.card = step.action.card;
      } else if (step.action.kind == ActionKind::kTake) {
        step.deals = true;
        const int slot = at_deal_[std::size_t(a.seat)] + taken[std::size_t(a.seat)]++;
        if (a.seat == viewer_ || hand.rules().extra_card_face == vying::CardFace::kUp) {
          step.card = hand.seat(a.seat).cards[std::size_t(slot)];
        }
      }
      f(step);
    }
  }

 private:
  bool exposed_later(int seat, Card card) const {
    return std::any_of(episode_.history().begin(), episode_.history().end(), [&](const SeatAction& a) {
      const vying::Action action = *episode_.codes().decode(a.code);
      return a.seat == seat && action.kind == ActionKind::kExpose && action.card == card;
    });
  }

  const VyingEpisode& episode_;
  int viewer_;
  std::array<int, vying::kMaxSeats> at_deal_{};
};

io::Json card_json(const std::optional<Card>& card) {
  return card ? io::Json(to_string(*card)) : io::Json();
}

}  // namespace

int max_game_length(const VyingSetup& setup) {
  // Every action takes chips or a card or ends a seat's part in a round: at most 53 offer
  // rounds (a card each), each with a betting round of at most `raises` raises.
  const int n = setup.players();
  const auto& b = setup.rules.betting;
  const std::int64_t chips = setup.stacks.front() * n;
  const std::int64_t raises = b.raise_cap > 0 ? b.raise_cap : chips / std::max<std::int64_t>(1, b.min);
  const std::int64_t per_round = n * (raises + 2);
  return static_cast<int>(std::min<std::int64_t>(1'000'000'000, 2 * n + 53 * (n + per_round)));
}

int max_game_length(const Five35Setup& setup) {
  // A round: every card dealt is played at most once, and between two plays each other player
  // passes at most once.
  const int round = five35::deal_shape(setup.players).cards_dealt(setup.players) * setup.players;
  if (!setup.whole_game) return round;
  const int least = *std::min_element(setup.rules.card_points.begin(), setup.rules.card_points.end());
  if (least <= 0) return -1;  // rounds may score nothing: no bound
  const std::int64_t rounds = static_cast<std::int64_t>(setup.rules.target_score) * setup.players / least + 2;
  return static_cast<int>(std::min<std::int64_t>(1'000'000'000, rounds * round));
}

std::int64_t information_state_size(const VyingSetup& setup) {
  const std::int64_t size = vying_observation_size(setup.players()) +
                            std::int64_t(max_game_length(setup)) * vying_step_size(setup.players());
  return size <= kMostInformationStateFloats ? size : 0;
}

std::int64_t information_state_size(const Five35Setup& setup) {
  if (setup.whole_game) return 0;
  return five35_observation_size(setup.players) +
         std::int64_t(max_game_length(setup)) * five35_step_size(setup.players);
}

std::string why_no_information_state_tensor(const VyingSetup& setup) {
  if (information_state_size(setup) > 0) return {};
  return "no information state tensor: with " +
         std::string(setup.rules.betting.raise_cap > 0 ? "these stakes" : "no raise cap") +
         " a hand may last " + std::to_string(max_game_length(setup)) +
         " actions, too many for a tensor of one block an action (set a raise cap, or use "
         "information_state_string)";
}

std::string why_no_information_state_tensor(const Five35Setup& setup) {
  if (information_state_size(setup) > 0) return {};
  return "no information state tensor for a whole game (its rounds are public once over): use "
         "information_state_string, or one round an episode";
}

io::Json information_state(const VyingEpisode& episode, int seat) {
  io::Json state = episode.observation(seat);
  const VyingWalk walk(episode, seat);
  io::Json deal = io::Json::array();
  for (int i = 0; i < episode.players(); ++i) {
    io::Json cards = io::Json::array();
    for (const auto& card : walk.deal(i)) cards.push_back(card_json(card));
    deal.push_back(std::move(cards));
  }
  // The observation's history already masks unseen declarations; a take adds its card.
  io::Json& history = state["history"];
  std::size_t i = 0;
  walk.each_step([&](const SeenStep& step) {
    if (step.deals) history[i].push_back(card_json(step.card));
    ++i;
  });
  state["deal"] = std::move(deal);
  return state;
}

io::Json information_state(const Five35Episode& episode, int seat) {
  io::Json state = episode.observation(seat);
  io::Json rounds = io::Json::array();
  std::size_t begin = 0;
  for (const Five35PastRound& past : episode.past_rounds()) {
    io::Json dealt = io::Json::array(), moves = io::Json::array(), scores = io::Json::array();
    for (int i = 0; i < episode.players(); ++i) {
      dealt.push_back(io::five35_cards_json(past.dealt[std::size_t(i)]));
      scores.push_back(past.scores[std::size_t(i)]);
    }
    for (std::size_t k = begin; k < past.moves_end; ++k) {
      const SeatAction& a = episode.history()[k];
      moves.push_back({a.seat, Five35Episode::action_to_string(a.code)});
    }
    begin = past.moves_end;
    rounds.push_back({{"dealer", past.dealer}, {"dealt", dealt}, {"moves", moves}, {"scores", scores}});
  }
  state["past_rounds"] = std::move(rounds);
  return state;
}

void information_state_tensor(const VyingEpisode& episode, int seat, std::span<float> out) {
  const int players = episode.players();
  const int observed = vying_observation_size(players);
  const std::int64_t unit = episode.codes().max_amount();
  std::fill(out.begin(), out.end(), 0.0f);
  vying_observation(episode.hand(), seat, unit, out.first(std::size_t(observed)));
  const int step_size = vying_step_size(players);
  float* step_at = out.data() + observed;
  VyingWalk(episode, seat).each_step([&](const SeenStep& step) {
    float* f = step_at;
    f[from_viewer(step.seat, seat, players)] = 1;
    f += players;
    f[int(step.action.kind)] = 1;
    f += kVyingKinds;
    if (step.action.kind == ActionKind::kDeclare && step.declaration_seen) {
      f[int(step.action.declaration) - 1] = 1;
    }
    f += kDeclarations;
    if (step.action.kind == ActionKind::kBet || step.action.kind == ActionKind::kRaise) {
      f[0] = float(double(step.action.amount) / double(unit));
    }
    f += 1;
    if (step.card) f[step.card->index()] = 1;
    f += Card::kCount;
    f[0] = step.deals && !step.card;
    step_at += step_size;
  });
}

void information_state_tensor(const Five35Episode& episode, int seat, std::span<float> out) {
  const five35::Game& game = episode.game();
  const int players = game.players();
  const int observed = five35_observation_size(players);
  std::fill(out.begin(), out.end(), 0.0f);
  five35_observation(game, seat, out.first(std::size_t(observed)));
  float* step_at = out.data() + observed;
  for (const five35::SeatMove& m : game.history()) {
    float* f = step_at;
    f[from_viewer(m.seat, seat, players)] = 1;
    f[players + int(m.move.action)] = 1;
    for (int r = 0; r < five35::kRankCount; ++r) {
      f[players + kFive35Moves + r] = float(m.move.cards.count(r)) / 3.0f;
    }
    step_at += five35_step_size(players);
  }
}

}  // namespace cardroom::env
