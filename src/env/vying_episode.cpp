#include "env/vying_episode.h"

#include <algorithm>

#include "core/input_error.h"
#include "io/vying_record.h"
#include "vying/legal.h"

namespace cardroom::env {

using vying::Action;
using vying::ActionKind;

VyingActionCodes VyingSetup::codes() const {
  return VyingActionCodes(
      std::max<std::int64_t>(1, *std::max_element(stacks.begin(), stacks.end())));
}

VyingEpisode::VyingEpisode(std::shared_ptr<const VyingSetup> setup, vying::Hand hand,
                           std::span<const Card> deck, std::uint64_t seed)
    : setup_(std::move(setup)), codes_(setup_->codes()), hand_(hand), seed_(seed) {
  deck_size_ = static_cast<std::uint8_t>(std::min<std::size_t>(deck.size(), Card::kCount));
  std::copy_n(deck.begin(), deck_size_, deck_.begin());
}

VyingEpisode VyingEpisode::seeded(std::shared_ptr<const VyingSetup> setup, std::uint64_t seed,
                                  int dealer) {
  // As io::read_vying_record deals a record without a deck.
  auto deck = ordered_deck();
  Rng rng(seed);
  rng.shuffle(std::span<Card>(deck));
  return from_deck(std::move(setup), deck, dealer, seed);
}

void VyingEpisode::redeal(std::uint64_t seed, int dealer) {
  std::vector<SeatAction> room = std::move(history_);
  *this = seeded(setup_, seed, dealer);
  room.clear();
  history_ = std::move(room);
}

VyingEpisode VyingEpisode::from_deck(std::shared_ptr<const VyingSetup> setup,
                                     std::span<const Card> deck, int dealer, std::uint64_t seed) {
  vying::Hand hand(setup->rules, setup->stacks, dealer, deck, seed);
  return VyingEpisode(std::move(setup), hand, deck, seed);
}

void VyingEpisode::legal_actions(std::vector<int>& out) const { codes_.legal(hand_.legal(), out); }

std::string VyingEpisode::apply_action(int code) {
  const auto action = codes_.decode(code);
  if (!action) {
    return "action " + std::to_string(code) + " is not an action code (0 to " +
           std::to_string(codes_.size() - 1) + ")";
  }
  if (hand_.finished()) return "the hand is over";
  const int seat = hand_.to_act();
  // The hand's own check, its legal actions computed once; the reason only for a refusal.
  if (!hand_.apply(*action)) return to_string(*action) + ": " + explain(hand_.check(seat, *action));
  history_.push_back({seat, code});
  return {};
}

void VyingEpisode::apply_action_unchecked(int code) {
  const int seat = hand_.to_act();
  hand_.apply_unchecked(*codes_.decode(code));
  history_.push_back({seat, code});
}

std::vector<std::int64_t> VyingEpisode::returns() const {
  std::vector<std::int64_t> out(static_cast<std::size_t>(hand_.seats()), 0);
  if (!hand_.finished()) return out;
  for (int i = 0; i < hand_.seats(); ++i)
    out[std::size_t(i)] = hand_.payout(i) - hand_.seat(i).put_in;
  return out;
}

std::string VyingEpisode::action_to_string(int code) const {
  const auto action = codes_.decode(code);
  if (!action) {
    throw InputError("action " + std::to_string(code) + " is not an action code (0 to " +
                     std::to_string(codes_.size() - 1) + ")");
  }
  return to_string(*action);
}

int VyingEpisode::string_to_action(const std::string& word) const {
  std::string why;
  const auto action = vying::parse_action(word, &why);
  if (!action) throw InputError("'" + word + "': " + why);
  const auto code = codes_.encode(*action);
  if (!code) {
    throw InputError("'" + word + "': amounts go from 1 to " + std::to_string(codes_.max_amount()) +
                     " at this table");
  }
  return *code;
}

io::Json VyingEpisode::to_record() const {
  if (deck_size_ == 0) {
    throw InputError(
        "a resampled state has no deck of its own to record (record the state it was sampled "
        "from)");
  }
  io::VyingRecord record;
  record.game = setup_->game;
  record.rules = setup_->rules;
  record.stacks = setup_->stacks;
  record.dealer = hand_.dealer();
  record.deck.assign(deck_.begin(), deck_.begin() + deck_size_);
  record.seed = seed_;
  for (const SeatAction& a : history_) record.actions.push_back(*codes_.decode(a.code));
  return io::record_json(record);
}

namespace {

std::string_view phase_name(vying::Phase phase) {
  switch (phase) {
    case vying::Phase::kExpose:
      return "expose";
    case vying::Phase::kOffer:
      return "offer";
    case vying::Phase::kBetting:
      return "betting";
    case vying::Phase::kDeclare:
      return "declare";
    case vying::Phase::kFinished:
      break;
  }
  return "finished";
}

}  // namespace

io::Json VyingEpisode::observation(int seat) const {
  const vying::SeatView view(hand_, seat);
  io::Json seats = io::Json::array();
  for (int i = 0; i < view.seats(); ++i) {
    const vying::SeatState& s = view.seat_state(i);
    io::Json cards = io::Json::array(), up = io::Json::array();
    for (int k = 0; k < s.count; ++k) {
      cards.push_back(to_string(s.cards[std::size_t(k)]));
      up.push_back(s.is_up(k));
    }
    seats.push_back({{"cards", cards},
                     {"up", up},
                     {"stack", s.stack},
                     {"put_in", s.put_in},
                     {"round_bet", s.round_bet},
                     {"in_hand", s.dealt_in},
                     {"folded", s.folded},
                     {"frozen", s.frozen},
                     {"declaration", s.declaration == vying::Declaration::kNone
                                         ? io::Json()
                                         : io::Json(std::string(to_string(s.declaration)))}});
  }
  io::Json pots = io::Json::array();
  for (const auto& pot : view.pots().list()) pots.push_back(pot.amount);
  // The public history: a declaration the view still hides is only "declare".
  io::Json history = io::Json::array();
  for (const SeatAction& a : history_) {
    const Action action = *codes_.decode(a.code);
    std::string word = to_string(action);
    if (action.kind == ActionKind::kDeclare && a.seat != seat &&
        view.seat_state(a.seat).declaration == vying::Declaration::kNone) {
      word = "declare";
    }
    history.push_back({a.seat, word});
  }
  return {{"game", std::string(game_name(setup_->game))},
          {"seat", seat},
          {"dealer", view.dealer()},
          {"to_act", view.to_act() < 0 ? io::Json() : io::Json(view.to_act())},
          {"phase", std::string(phase_name(view.phase()))},
          {"betting_round", view.betting_round()},
          {"current_bet", view.current_bet()},
          {"stock_left", view.stock_left()},
          {"seats", seats},
          {"pots", pots},
          {"history", history}};
}

VyingEpisode VyingEpisode::resample(int seat, std::uint64_t seed) const {
  const vying::SeatView view(hand_, seat);
  Rng rng(seed);
  VyingEpisode sampled(setup_, view.sample(rng), {}, seed_);
  sampled.history_ = history_;
  // The history holds each declaration made; those the seat has not seen yet (simultaneous
  // declarations before the reveal) become the ones the sample drew, so that the sample agrees
  // with itself and tells nothing the seat does not know.
  for (SeatAction& a : sampled.history_) {
    const Action action = *codes_.decode(a.code);
    if (action.kind != ActionKind::kDeclare || vying::SeatView::sees_declaration(hand_, seat, a.seat))
      continue;
    const vying::Declaration drawn = sampled.hand_.seat(a.seat).declaration;
    if (const auto code = codes_.encode(Action::declare(drawn)); code) a.code = *code;
  }
  return sampled;
}

}  // namespace cardroom::env
