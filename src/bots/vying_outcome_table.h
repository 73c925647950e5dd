#pragma once
// The ways a hand may stand at the showdown, looked up: every tally the StandingTable holds,
// reduced once per rule set to what the showdown asks of it (its rank in the low and the high
// contest, whether it is a natural, the declaration it would make). The pot-share counter
// (vying_pot_share.h) weighs these outcomes over the face-down cards an opponent may hold; it
// reads them for every draw of every opponent at every decision, so they are looked up in a table
// small enough to stay in the cache rather than computed. The outcomes of one hand's draws are
// also kept, per thread, on a shelf (vying_pot_share_detail.h), built here.
#include <array>
#include <climits>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "vying/showdown.h"
#include "vying/totals.h"

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

}  // namespace cardroom::bots
