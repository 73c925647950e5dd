#include "strategy/info_key.h"

#include "strategy/card_class.h"

namespace cardroom::strategy {
namespace {

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// Cards by class, four bits a class: a multiset of up to 15 cards of each class in one word.
struct ClassCounts {
  std::uint64_t down = 0, up = 0;
};

ClassCounts counted(const vying::SeatState& seat, const vying::Rules& rules) {
  ClassCounts counts;
  for (int slot = 0; slot < seat.count; ++slot) {
    const Card card = seat.cards[static_cast<std::size_t>(slot)];
    if (card.is_hidden()) continue;
    const std::uint64_t one = std::uint64_t{1} << (4 * card_class(card, rules));
    (seat.is_up(slot) ? counts.up : counts.down) += one;
  }
  return counts;
}

}  // namespace

KeyWriter& KeyWriter::add(std::uint64_t word) {
  high_ = mix(high_ ^ word);
  low_ = mix(low_ + word * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL);
  return *this;
}

InfoKey view_key(const vying::SeatView& view) {
  const vying::Rules& rules = view.rules();
  const int seats = view.seats();
  const int dealer = view.dealer();
  KeyWriter key;
  key.add(static_cast<std::uint64_t>(view.phase()))
      .add(static_cast<std::uint64_t>((view.seat() - dealer + seats) % seats))
      .add(static_cast<std::uint64_t>(seats))
      .add(static_cast<std::uint64_t>(view.betting_round()))
      .add(static_cast<std::uint64_t>(view.current_bet()))
      .add(static_cast<std::uint64_t>(view.pot_total()))
      .add(view.public_history());
  for (int step = 0; step < seats; ++step) {
    const int i = (dealer + step) % seats;
    const vying::SeatState& s = view.seat_state(i);
    const ClassCounts cards = counted(s, rules);
    key.add(cards.down)
        .add(cards.up)
        .add(static_cast<std::uint64_t>(s.count))
        .add(static_cast<std::uint64_t>(view.hidden_cards(i)))
        .add(static_cast<std::uint64_t>(s.stack))
        .add(static_cast<std::uint64_t>(s.put_in))
        .add(static_cast<std::uint64_t>(s.round_bet))
        .add(static_cast<std::uint64_t>(s.refusals) | std::uint64_t{s.dealt_in} << 8 |
             std::uint64_t{s.folded} << 9 | std::uint64_t{s.bust} << 10 |
             std::uint64_t{s.frozen} << 11 | static_cast<std::uint64_t>(s.declaration) << 12);
  }
  const vying::LegalActions legal = view.legal();
  std::uint64_t exposable = 0;
  for (std::uint64_t m = legal.exposable; m; m &= m - 1) {
    exposable |= std::uint64_t{1} << card_class(Card::from_index(std::countr_zero(m)), rules);
  }
  key.add(std::uint64_t{legal.check} | std::uint64_t{legal.call} << 1 |
          std::uint64_t{legal.fold} << 2 | std::uint64_t{legal.all_in} << 3 |
          std::uint64_t{legal.bet} << 4 | std::uint64_t{legal.raise} << 5 |
          std::uint64_t{legal.take} << 6 | std::uint64_t{legal.stand} << 7 |
          std::uint64_t{legal.declare} << 8)
      .add(static_cast<std::uint64_t>(legal.lo))
      .add(static_cast<std::uint64_t>(legal.hi))
      .add(static_cast<std::uint64_t>(legal.call_amount))
      .add(exposable);
  return key.key();
}

std::vector<vying::Action> action_list(const vying::LegalActions& legal, const vying::Rules& rules) {
  using vying::Action;
  std::vector<Action> actions;
  std::uint64_t classes_listed = 0;
  for (std::uint64_t m = legal.exposable; m; m &= m - 1) {
    const Card card = Card::from_index(std::countr_zero(m));
    const std::uint64_t bit = std::uint64_t{1} << card_class(card, rules);
    if (classes_listed & bit) continue;
    classes_listed |= bit;
    actions.push_back(Action::expose(card));
  }
  if (legal.take) actions.push_back(Action::take());
  if (legal.stand) actions.push_back(Action::stand());
  if (legal.check) actions.push_back(Action::check());
  if (legal.call) actions.push_back(Action::call());
  if (legal.fold) actions.push_back(Action::fold());
  for (std::int64_t n = legal.lo; legal.bet && n <= legal.hi; ++n) actions.push_back(Action::bet(n));
  for (std::int64_t n = legal.lo; legal.raise && n <= legal.hi; ++n) actions.push_back(Action::raise(n));
  if (legal.all_in) actions.push_back(Action::all_in());
  if (legal.declare) {
    for (const vying::Declaration d : {vying::Declaration::kLow, vying::Declaration::kHigh,
                                       vying::Declaration::kBoth}) {
      actions.push_back(Action::declare(d));
    }
  }
  return actions;
}

int offer_round_number(const vying::Rules& rules, int betting_rounds_so_far) {
  return betting_rounds_so_far + (rules.initial_offer ? 1 : 0);
}

}  // namespace cardroom::strategy
