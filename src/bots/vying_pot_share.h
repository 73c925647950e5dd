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
#include <array>
#include <climits>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/rng.h"
#include "vying/showdown.h"
#include "vying/totals.h"
#include "vying/view.h"

namespace cardroom::bots {

// A hand's place in one contest in an OutcomeTable's numbering: smaller wins, equal ties,
// kNoCount when no total of the hand counts; the order of vying::contest_rank and compare().
inline constexpr int kNoCount = INT_MAX;

// One way a hand may stand at the showdown.
struct ShowdownOutcome {
  double weight = 0;  // its chance
  int low = kNoCount;
  int high = kNoCount;
  bool natural = false;
  vying::Declaration declaration = vying::Declaration::kNone;
};

// What the estimate needs of every tally the StandingTable holds, in one place: the two contest
// keys (kNoCount when no total counts), whether it is a natural, and the declaration it is
// guessed to make. Built from the StandingTable once per rule set and shared, like it.
class OutcomeTable {
 public:
  explicit OutcomeTable(std::shared_ptr<const vying::StandingTable> table);
  static std::shared_ptr<const OutcomeTable> shared(const vying::Rules& rules);

  const vying::StandingTable& standings() const { return *table_; }
  // A number no other table built in this process has (outcomes built from it are kept by it).
  std::uint64_t id() const { return id_; }
  const vying::Rules& rules() const { return table_->rules(); }
  // The outcome of a hand that shows `tally` (weight 1), its declaration guessed from its cards.
  ShowdownOutcome operator()(const vying::Tally& tally) const {
    ShowdownOutcome o;
    fill(tally, o);
    return o;
  }
  // The same written into `o` (its weight 1), field by field.
  void fill(const vying::Tally& tally, ShowdownOutcome& o) const {
    fill(entries_.data(), counted_pictures_, fewer_cards_wins_, tally, o);
  }
  // fill() for `shown` plus each of `draws`, into out[k].
  void fill_each(const vying::Tally& shown, std::span<const vying::Tally> draws,
                 ShowdownOutcome* out) const;

 private:
  ShowdownOutcome computed(const vying::Tally& tally) const;
  static constexpr int kBase = 256, kAces = 5, kPictures = 8;
  // Keys renumbered in order (twice their place among the keys the table holds, so that a key
  // between two of them, of a tally beyond the table, fits between), so that an entry takes 6
  // bytes: the part of the table a game uses stays in the cache.
  static constexpr std::uint16_t kNone = 0xFFFF;
  struct Entry {
    std::uint16_t low = kNone;
    std::uint16_t high = kNone;
    bool natural = false;
    vying::Declaration guess = vying::Declaration::kNone;
  };
  // fill() with the table's entries and settings given: fill_each() reads them once, as the
  // outcomes it writes could alias them.
  void fill(const Entry* entries, bool pictures_count, bool cards_count,
            const vying::Tally& tally, ShowdownOutcome& o) const {
    const int pictures = pictures_count ? tally.pictures : 0;
    if ((tally.base < 0) | (tally.base >= kBase) | (tally.aces >= kAces) |
        (pictures >= kPictures)) {
      o = computed(tally);
      return;
    }
    const Entry e = entries[(tally.base * kAces + tally.aces) * kPictures + pictures];
    const int cards = cards_count ? tally.cards : 0;
    o.weight = 1;
    o.low = e.low == kNone ? kNoCount : e.low * 64 + cards;
    o.high = e.high == kNone ? kNoCount : e.high * 64 + cards;
    o.natural = e.natural;
    o.declaration = e.guess;
  }
  int renumbered(int key, vying::Target target) const;
  std::array<std::vector<int>, 2> keys_;  // every key of the table, low and high, ascending
  std::shared_ptr<const vying::StandingTable> table_;
  std::uint64_t id_;
  bool counted_pictures_;
  bool fewer_cards_wins_;
  std::vector<Entry> entries_;
};

// How a hand's declaration is taken: as given, guessed from its cards (the nearer target), or
// each of low, high and both with chance 1/3.
enum class DeclarationGuess : std::uint8_t { kGiven, kFromCards, kAtRandom };


class HiddenCardOdds;

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

// What an opponent's face-down cards may add to its tally, with the chances: `hidden` cards drawn
// from the cards `unseen` (a card mask) holds. Counted exactly up
// to four face-down cards; beyond that, `samples` random draws stand for them.
class HiddenCardOdds {
 public:
  void reset(std::uint64_t unseen);
  // The tallies `hidden` face-down cards may add up to, and their chances (valid until the next
  // call).
  void draw(int hidden, Rng& rng, int samples);
  // Counted draws are every tally that many cards of the classes could make, those the unseen
  // cards cannot weighing 0.
  std::span<const vying::Tally> draws() const { return draws_now_; }
  std::span<const double> weights() const { return weights_now_; }
  // Whether `draws` is a list of counted draws: the same tallies, in the same place, for the life
  // of the process, whatever the unseen cards.
  static bool counted(std::span<const vying::Tally> draws);

 private:
  static constexpr int kExactUpTo = 4;
  static constexpr int kClasses = 11;  // ace, 2..10, picture: what counting sees of a card
  void count_draws(int hidden);

  std::array<int, kClasses> in_class_{};
  int unseen_count_ = 0;
  std::uint64_t unseen_mask_ = 0;
  std::array<Card, Card::kCount> unseen_{};  // listed only for random draws
  bool listed_ = false;
  // Per number of face-down cards: the chances of the distinct tallies of the cards drawn.
  std::array<std::vector<double>, kExactUpTo + 1> draw_weights_;
  std::array<bool, kExactUpTo + 1> counted_{};
  // The unseen cards per class each count was made for: the next decision often has the same.
  std::array<std::array<int, kClasses>, kExactUpTo + 1> counted_for_{};
  std::vector<vying::Tally> tallies_;  // random draws, when there are too many to count
  std::vector<double> weights_;
  std::span<const vying::Tally> draws_now_;  // what draw() gave, in one of the above
  std::span<const double> weights_now_;
};

// Sets `counter` up for a showdown now as `view` shows the hands (then counter.share(mine) for
// each declaration of view.seat() in question): opponents' declarations as the view shows them,
// else guessed from their cards or, when `random_declarations`, each at random.
void count_showdown(const vying::SeatView& view, const OutcomeTable& table,
                    bool random_declarations, Rng& rng, int samples, PotShareCounter& counter,
                    HiddenCardOdds& odds);

}  // namespace cardroom::bots
