#pragma once
// The heuristic's share of the pot at a showdown held now, counted rather than sampled.
//
// Each hand still in is shown as the ways it may stand at the showdown, with their chances: the
// face-down cards an opponent may hold are counted exactly (every set of card values drawn from
// the cards this seat has not seen, weighted by how many sets of cards give it), and each way is
// reduced to what the showdown asks of it: its rank in the low and the high contest, whether it
// is a natural, and the declaration it would make. The hands are taken as independent of each
// other (two opponents draw from the same unseen cards; an exact count for one opponent, a very
// close one for several). The expected payout then follows from the showdown's rules pot by
// pot, as sums and products over the opponents, in about the time of one sampled showdown.
//
// The rules themselves are not written again here: standings come from the StandingTable
// (standing()), the contest order is compare()'s (vying::contest_rank's; the table's ranks are
// checked against compare() in tests), and pots come from build_pots. What is here is the
// expectation of settle_showdown()'s payout, and tests/bots/vying_pot_share_test.cpp checks it
// against settle_showdown() itself over every combination of outcomes of random small tables.
//
// Three files hold it: the outcome table, which reduces a tally to its outcome
// (vying_outcome_table.h); the hidden-card odds, the draws an opponent's face-down cards may add
// and their chances (vying_hidden_card_odds.h); and here the counter, which weighs the outcomes
// of every draw and sums the payout. Including this header includes the other two.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "bots/vying_hidden_card_odds.h"
#include "bots/vying_outcome_table.h"
#include "core/rng.h"
#include "vying/showdown.h"
#include "vying/totals.h"
#include "vying/view.h"

namespace cardroom::bots {

// The expected share of the chips in the middle that one seat collects at a showdown now.
// Reusable: reset() for each estimate, so a bot allocates its buffers once.
class PotShareCounter {
 public:
  // A table of `seats`, counted for seat `me`, under the rules of `table`.
  void reset(const OutcomeTable& table, int seats, int me);

  // A seat's chips in the middle, and whether it is still in (folded seats need nothing else).
  void set_chips(int seat, std::int64_t put_in, bool live);
  // Seat `me`'s hand (its cards are known to it); set before the opponents' outcomes, which
  // depend on it (a natural that scoops drops out of them when `me` has none).
  void set_mine(const vying::Tally& tally);
  // An opponent still in: it shows `shown`, and its face-down cards add one of `draws` with the
  // chance in `weights` (summing to 1); its declaration is taken as `how` says (`given` when
  // kGiven). Seats are set in increasing order. The outcomes of a counted list of draws are built
  // once per thread for every counter and only weighed again (see set_outcomes()).
  void set_outcomes(int seat, const vying::Tally& shown, std::span<const vying::Tally> draws,
                    std::span<const double> weights, DeclarationGuess how,
                    vying::Declaration given = vying::Declaration::kNone);

  // The expected payout of `me` over the chips in the middle, declaring `mine` (kNone when the
  // rules do not declare).
  double share(vying::Declaration mine) const;

  // The outcome of `me`'s hand (weight 1), its declaration guessed from its cards.
  const ShowdownOutcome& mine() const { return mine_; }

  // The outcomes of a seat, as counted (for tests).
  std::span<const ShowdownOutcome> outcomes(int seat) const;

 private:
  double pot_fraction(vying::SeatMask eligible, vying::Declaration mine) const;
  // pot_fraction(), or the same counted before (see known_).
  double known_fraction(vying::SeatMask others, vying::Declaration mine) const;
  double natural_fraction(vying::SeatMask others) const;
  double split_fraction(vying::SeatMask others) const;
  double declared_fraction(vying::SeatMask others, vying::Declaration mine) const;
  double one_target_fraction(vying::SeatMask others, vying::Target target) const;
  double both_fraction(vying::SeatMask others) const;
  // The chance that every opponent in `others` but `skip` makes `keep` true, with natural
  // outcomes left out when they would scoop.
  template <class Keep>
  double all_of(vying::SeatMask others, int skip, Keep keep) const;
  template <class Each>
  void each_outcome(int seat, Each each) const;
  // The chance of the seat's single declarers' outcomes (low or high alone) that make `keep` true.
  template <class Keep>
  double single_declarers_where(int seat, Keep keep) const;
  // single_declarers_where for each opponent in `others`, by seat: what `unblocked` takes.
  template <class Keep>
  std::array<double, vying::kMaxSeats> single_declarers_of(vying::SeatMask others, Keep keep) const;
  // The chance that every opponent in `others` but `skip` lets a both-declarer's outcome `ob`
  // win outright, given each one's chance `single` of a silent single declaration (which blocks
  // nobody).
  double unblocked(vying::SeatMask others, int skip,
                   const std::array<double, vying::kMaxSeats>& single,
                   const ShowdownOutcome& ob) const;
  // For each of `ranks`: the chance of the seat's single declarers of `far` that count there but
  // rank below it, into out[j].
  void far_beaten_each(int seat, vying::Target far, std::span<const int> ranks,
                       double* out) const;
  // For each j: the chance of the seat's both-declarers ranking below lows[j] and highs[j] in
  // both contests, into out[j].
  void both_beaten_each(int seat, std::span<const int> lows, std::span<const int> highs,
                        double* out) const;
  // out[j] = the sum of the weights of outcomes [from, to) that beaten(outcome, j) keeps, for
  // each j < count.
  template <class Beaten>
  void sum_each(std::uint32_t from, std::uint32_t to, std::size_t count, double* out,
                Beaten beaten) const;
  // The chance of the seat's both-declarers ranking below `low` and `high` in both contests.
  double both_beaten(int seat, int low, int high) const;
  // The same for the outcomes in which the seat declares both and could win both contests.
  template <class Each>
  void each_winning_both(int seat, Each each) const;

  const OutcomeTable* table_ = nullptr;
  int seats_ = 0;
  int me_ = 0;
  ShowdownOutcome mine_;
  std::array<std::int64_t, vying::kMaxSeats> put_in_{};
  vying::SeatMask live_ = 0;
  // A seat's outcomes are [begin_[seat], begin_[seat + 1]), those declaring both last, from
  // both_[seat]: only they can win both contests outright.
  std::array<std::uint32_t, vying::kMaxSeats + 1> begin_{};
  std::array<std::uint32_t, vying::kMaxSeats> both_{};
  // Those declaring low alone come first, up to high_[seat]; then those declaring high alone.
  std::array<std::uint32_t, vying::kMaxSeats> high_{};
  std::vector<ShowdownOutcome> outcomes_;  // the first stored_ of them
  std::size_t stored_ = 0;
  bool drop_naturals_ = false;  // natural outcomes scoop, and `me` has none: they pay it nothing
  // Fractions already counted for these outcomes, by the pot's eligible players and the
  // declaration of `me`: a pot's fraction does not depend on its size, so the next decision of
  // the same seat with the same cards (after a raise, in the next betting round when nobody drew)
  // reuses it.
  struct Known {
    vying::SeatMask others = 0;
    vying::Declaration mine = vying::Declaration::kNone;
    double fraction = 0;
  };
  mutable std::array<Known, 8> known_{};
  mutable int known_count_ = 0;

  friend void count_showdown(const vying::SeatView&, const OutcomeTable&, bool, Rng&, int,
                             PotShareCounter&, HiddenCardOdds&);
  // What count_showdown() last counted from: the same again needs no new count.
  struct Situation {
    const OutcomeTable* table = nullptr;
    std::uint64_t unseen = 0;
    int me = -1;
    bool random_declarations = false;
    std::array<vying::Tally, vying::kMaxSeats> shown{};
    std::array<std::uint8_t, vying::kMaxSeats> hidden{};
    std::array<vying::Declaration, vying::kMaxSeats> declared{};
    vying::SeatMask live = 0;
    int seats = 0;
    bool operator==(const Situation&) const = default;
  };
  Situation situation_;
};

// Sets `counter` up for a showdown now as `view` shows the hands (then counter.share(mine) for
// each declaration of view.seat() in question): opponents' declarations as the view shows them,
// else guessed from their cards or, when `random_declarations`, each at random.
void count_showdown(const vying::SeatView& view, const OutcomeTable& table,
                    bool random_declarations, Rng& rng, int samples, PotShareCounter& counter,
                    HiddenCardOdds& odds);

}  // namespace cardroom::bots
