#pragma once
// Inside the pot-share count, shared by two of its files and by nobody else: the sum of two
// tallies (the outcome table adds a draw to the cards shown, the hidden-card odds add cards of
// a class together), and the per-thread shelf of built outcomes, which vying_outcome_table.cpp
// builds and PotShareCounter::set_outcomes() (vying_pot_share.cpp) weighs. One home each: the
// library is a unity build, where two files' copies of one name would meet.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "bots/vying_outcome_table.h"
#include "vying/totals.h"

namespace cardroom::bots::pot_share_detail {

// Two parts of a hand counted together (counting is a sum: Tally::add card by card).
inline vying::Tally plus(vying::Tally a, const vying::Tally& b) {
  a.base = static_cast<std::int16_t>(a.base + b.base);
  a.aces = static_cast<std::uint8_t>(a.aces + b.aces);
  a.pictures = static_cast<std::uint8_t>(a.pictures + b.pictures);
  a.cards = static_cast<std::uint8_t>(a.cards + b.cards);
  return a;
}

// A hand's outcomes as set_outcomes() stores them, without their chances. A hand's ranks change
// only when it takes a card, but the chances move with every card seen and every seat counts from
// its own view; so the outcomes of the same hand (the same cards shown, the same draws, declared
// or guessed alike, under the same table) are built once and only weighed again, by every
// counter on the thread: after a card is taken, the first to count its taker builds them.
struct BuiltOutcomes {
  std::uint64_t table = 0;  // OutcomeTable::id(); 0 for none
  std::span<const vying::Tally> draws;  // a list of counted draws (HiddenCardOdds::counted)
  std::vector<ShowdownOutcome> outcomes;  // in the order set_outcomes() stores them
  std::vector<std::uint16_t> draw_of;     // the draw each one stands for
  std::uint32_t high = 0, both = 0;       // where the high and both declarers begin

  // The shown cards and the declaration's guess in one number, looked at first.
  static std::uint64_t key_of(const vying::Tally& shown, DeclarationGuess how,
                              vying::Declaration given) {
    return std::uint64_t(std::uint16_t(shown.base)) | std::uint64_t(shown.aces) << 16 |
           std::uint64_t(shown.pictures) << 24 | std::uint64_t(shown.cards) << 32 |
           std::uint64_t(how) << 40 | std::uint64_t(given) << 48;
  }
  bool built_from(const OutcomeTable& t, std::uint64_t key_now,
                  std::span<const vying::Tally> draws_now) const {
    return key == key_now && table == t.id() && draws_now.data() == draws.data() &&
           draws_now.size() == draws.size();
  }
  std::uint64_t key = 0;
  void build(const OutcomeTable& t, const vying::Tally& shown,
             std::span<const vying::Tally> draws_now, DeclarationGuess how,
             vying::Declaration given);

 private:
  void keep(std::size_t k, vying::Declaration d) {
    outcomes.push_back(in_draw_order_[k]);
    outcomes.back().declaration = d;
    draw_of.push_back(static_cast<std::uint16_t>(k));
  }
  std::vector<ShowdownOutcome> in_draw_order_;
};

// The hands' outcomes built lately on this thread: those of every hand still in at a table, in
// each way set_outcomes() is asked for them, fit. The oldest gives way. Outcomes of random draws
// are built afresh every time, in a place of their own.
class OutcomeShelf {
 public:
  static OutcomeShelf& on_this_thread();
  const BuiltOutcomes& outcomes(const OutcomeTable& table, const vying::Tally& shown,
                                std::span<const vying::Tally> draws, DeclarationGuess how,
                                vying::Declaration given);

 private:
  std::array<BuiltOutcomes, 24> built_;
  std::size_t next_ = 0;
  BuiltOutcomes sampled_;
};

}  // namespace cardroom::bots::pot_share_detail
