#pragma once
// Counting a hand (rulebook §1) and ranking it in one contest (§2). Everything is in
// half-points: an ace is 1 or 11 (2 or 22), a picture 1/2 (1) or, with `half-or-ten`, 10 (20).
// The totals a hand can reach are base + 20a + 19p for 0 <= a <= aces, 0 <= p <= pictures.
#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <vector>

#include "core/card.h"
#include "vying/rules.h"

namespace cardroom::vying {

// What counting needs of a hand, kept up to date card by card.
struct Tally {
  std::int16_t base = 0;  // every ace as 1, every picture as 1/2, in half-points
  std::uint8_t aces = 0;
  std::uint8_t pictures = 0;
  std::uint8_t cards = 0;

  // Counts `card` in when `counts` (otherwise nothing changes). Inline and without branches:
  // the deal and every card taken count it, and random cards, or a card taken at random, would
  // mispredict a branch on the card's kind or on whether it was taken.
  void add(Card card, bool counts = true) {
    const int rank = card.rank();
    const int in = counts;
    base = static_cast<std::int16_t>(base + in * kHalfPoints[static_cast<std::size_t>(rank)]);
    aces = static_cast<std::uint8_t>(aces + (in & (rank == 1)));
    pictures = static_cast<std::uint8_t>(pictures + (in & (rank >= 11)));
    cards = static_cast<std::uint8_t>(cards + in);
  }
  static Tally of(std::span<const Card> cards);
  bool operator==(const Tally&) const = default;

 private:
  // A card's smallest value in half-points, by rank 1 (ace) .. 13: an ace 1, a picture 1/2.
  static constexpr std::array<std::int8_t, 14> kHalfPoints{0,  2,  4,  6,  8,  10, 12,
                                                           14, 16, 18, 20, 1,  1,  1};
};

enum class Target : std::uint8_t { kLow = 0, kHigh = 1 };

// A hand's standing for one target: the best reachable total and its rank (smaller `key` is
// better). `counts` is false when no total may count (over-is-bust, every total over).
struct Standing {
  int key = 0;
  int total = 0;  // half-points; among equally ranked totals, the smaller
  bool counts = false;
};

Standing standing(const Tally& tally, Target target, const Rules& rules);

// The smallest total the hand can show (every ace 1, every picture 1/2).
inline int smallest_total(const Tally& tally) { return tally.base; }

// standing() and is_natural() of every tally of up to 255 half-points, 4 aces and 7 counted
// pictures under one rule set, looked up rather than computed: a bot settling millions of
// showdowns of one game builds it once (a few hundred microseconds). Larger tallies are computed.
class StandingTable {
 public:
  explicit StandingTable(const Rules& rules);
  // The table of `rules`, built once per process and shared (safe from any thread): bots are made
  // afresh for every block of a simulation, and each building its own cost more than its play.
  static std::shared_ptr<const StandingTable> shared(const Rules& rules);

  const Rules& rules() const { return rules_; }
  Standing operator()(const Tally& tally, Target target) const {
    const int at = index(tally);
    return at < 0 ? standing(tally, target, rules_) : entries_[std::size_t(at)].of[int(target)];
  }
  bool natural(const Tally& tally) const;

 private:
  static constexpr int kBase = 256, kAces = 5, kPictures = 8;
  struct Entry {
    std::array<Standing, 2> of;  // low, high
    bool natural = false;
  };
  int index(const Tally& tally) const {
    const int pictures = counted_pictures_ ? tally.pictures : 0;
    if (tally.base < 0 || tally.base >= kBase || tally.aces >= kAces || pictures >= kPictures)
      return -1;
    return (tally.base * kAces + tally.aces) * kPictures + pictures;
  }
  Rules rules_;
  bool counted_pictures_;
  std::vector<Entry> entries_;
};

// Whether the hand reaches both targets exactly (a natural), whatever natural_scoops says.
bool is_natural(const Tally& tally, const Rules& rules);

// Why one hand beat another in a contest, in a player's words.
enum class Edge : std::uint8_t { kTie, kDistance, kSide, kFewerCards, kBust };

// A hand's place in one contest as one number, smaller winning and equal tying after every
// tie-break: a total that counts beats one that does not, then the rank of the best total
// (Standing::key), then, with fewer_cards_wins, fewer cards. compare() orders by it, and a
// showdown finds each contest's winners with it.
inline constexpr std::int64_t kNoContestRank = std::numeric_limits<std::int64_t>::max();  // no total that counts
inline std::int64_t contest_rank(const Standing& s, int cards, const Rules& rules) {
  if (!s.counts) return kNoContestRank;
  return std::int64_t{s.key} << 8 | (rules.fewer_cards_wins ? cards : 0);
}

// Compares two hands for one target (by contest_rank): negative when `a` wins, positive when `b`
// wins, 0 for a tie after every tie-break. `edge` (optional) says what decided it.
int compare(const Standing& a, int a_cards, const Standing& b, int b_cards, Target target,
            const Rules& rules, Edge* edge = nullptr);

}  // namespace cardroom::vying
