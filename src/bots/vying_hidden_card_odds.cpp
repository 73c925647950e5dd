// The hidden-card odds (vying_hidden_card_odds.h): every multiset of card classes that up to
// four face-down cards may make is listed once per process, and a count only weighs the lists
// by the unseen cards of each class; more face-down cards are drawn at random.
#include "bots/vying_hidden_card_odds.h"

#include <algorithm>
#include <bit>
#include <utility>

#include "bots/vying_pot_share_detail.h"
#include "core/bits.h"

namespace cardroom::bots {

using namespace cardroom::vying;

namespace {

// A card of class k (rank k + 1: the ace, the numerals, the jack for every picture).
Card card_of_class(int k) { return Card::from_index(4 * k); }

double choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  double r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

// The tally of one card of class k.
const Tally& one_of_class(int k) {
  static const std::array<Tally, 11> one = [] {
    std::array<Tally, 11> tallies{};
    for (int c = 0; c < 11; ++c) tallies[std::size_t(c)].add(card_of_class(c));
    return tallies;
  }();
  return one[std::size_t(k)];
}

}  // namespace

void HiddenCardOdds::reset(std::uint64_t unseen) {
  // A class's cards lie together in a card mask, four bits a rank from the aces up, the
  // pictures' twelve last: each class is counted from its bits.
  for (std::size_t k = 0; k + 1 < in_class_.size(); ++k) {
    in_class_[k] = count_bits(unseen >> (4 * k) & 0xF);
  }
  in_class_[kClasses - 1] = count_bits(unseen >> 40 & 0xFFF);
  unseen_count_ = count_bits(unseen);
  unseen_mask_ = unseen;
  listed_ = false;
}

namespace {

// Every multiset of `hidden` card classes, once per process: its tally (equal tallies merged, a 2
// and a 5 like a 3 and a 4) and how many of each class it takes. A count then only weighs them.
struct ClassDraws {
  // A multiset takes times[p] cards of class of_class[p], for four parts; the parts it does not
  // need are kNoClass, taken no times, so that every multiset is weighed by the same four factors.
  static constexpr std::uint8_t kNoClass = 11;
  struct Multiset {
    std::uint16_t tally = 0;  // index into tallies
    std::array<std::uint8_t, 4> of_class{kNoClass, kNoClass, kNoClass, kNoClass};
    std::array<std::uint8_t, 4> times{};
  };
  std::vector<Tally> tallies;
  std::vector<Multiset> multisets;
};

const ClassDraws& class_draws(int hidden) {
  static const std::array<ClassDraws, 5> all = [] {
    std::array<ClassDraws, 5> built{};
    // No card adds nothing, in one way: a multiset of no parts.
    built[0].tallies.push_back(Tally{});
    built[0].multisets.push_back({});
    for (int h = 1; h <= 4; ++h) {
      ClassDraws& d = built[std::size_t(h)];
      std::array<int, 11> taken{};
      auto visit = [&](auto&& self, int from, int left) -> void {
        if (left == 0) {
          ClassDraws::Multiset m;
          Tally t;
          std::size_t parts = 0;
          for (int k = 0; k < 11; ++k) {
            if (!taken[std::size_t(k)]) continue;
            for (int i = 0; i < taken[std::size_t(k)]; ++i) {
              t = pot_share_detail::plus(t, one_of_class(k));
            }
            m.of_class[parts] = static_cast<std::uint8_t>(k);
            m.times[parts++] = static_cast<std::uint8_t>(taken[std::size_t(k)]);
          }
          const auto same = std::find(d.tallies.begin(), d.tallies.end(), t);
          m.tally = static_cast<std::uint16_t>(same - d.tallies.begin());
          if (same == d.tallies.end()) d.tallies.push_back(t);
          d.multisets.push_back(m);
          return;
        }
        for (int k = from; k < 11; ++k) {
          ++taken[std::size_t(k)];
          self(self, k, left - 1);
          --taken[std::size_t(k)];
        }
      };
      visit(visit, 0, h);
    }
    return built;
  }();
  return all[std::size_t(hidden)];
}

}  // namespace

void HiddenCardOdds::count_draws(int hidden) {
  // Each multiset of classes is drawn in prod C(n_k, t_k) ways out of C(unseen, hidden).
  static const auto kChoose = [] {
    std::array<std::array<double, 5>, Card::kCount + 1> c{};
    for (int n = 0; n <= Card::kCount; ++n) {
      for (int k = 0; k <= 4; ++k) c[std::size_t(n)][std::size_t(k)] = choose(n, k);
    }
    return c;
  }();
  const ClassDraws& all = class_draws(hidden);
  // ways[k][t]: the ways to take t of the unseen cards of class k (1 way to take none of none).
  std::array<std::array<double, 5>, ClassDraws::kNoClass + 1> ways{};
  for (std::size_t k = 0; k < in_class_.size(); ++k) ways[k] = kChoose[std::size_t(in_class_[k])];
  ways[ClassDraws::kNoClass][0] = 1;
  std::vector<double>& sums = draw_weights_[std::size_t(hidden)];
  sums.assign(all.tallies.size(), 0.0);
  // A multiset of `hidden` cards has at most that many parts (the others are taken no times, in
  // one way: a factor of 1, which changes no product).
  auto weigh = [&]<int kParts>() {
    for (const auto& m : all.multisets) {
      double w = 1;
      for (int p = 0; p < kParts; ++p) w *= ways[m.of_class[std::size_t(p)]][m.times[std::size_t(p)]];
      sums[m.tally] += w;
    }
  };
  switch (hidden) {
    case 0: weigh.template operator()<0>(); break;
    case 1: weigh.template operator()<1>(); break;
    case 2: weigh.template operator()<2>(); break;
    case 3: weigh.template operator()<3>(); break;
    default: weigh.template operator()<4>(); break;
  }
  // Every tally is kept, those no unseen cards make weighing nothing: the list stays the same
  // from one count to the next, so outcomes built from it can be kept (set_outcomes()).
  const double total = choose(unseen_count_, hidden);
  for (double& sum : sums) sum /= total;
  counted_[std::size_t(hidden)] = true;
  counted_for_[std::size_t(hidden)] = in_class_;
}

bool HiddenCardOdds::counted(std::span<const Tally> draws) {
  for (int hidden = 0; hidden <= kExactUpTo; ++hidden) {
    const std::vector<Tally>& list = class_draws(hidden).tallies;
    if (draws.data() == list.data() && draws.size() == list.size()) return true;
  }
  return false;
}

void HiddenCardOdds::draw(int hidden, Rng& rng, int samples) {
  tallies_.clear();
  weights_.clear();
  hidden = std::min(hidden, unseen_count_);
  if (hidden <= kExactUpTo) {
    if (!counted_[std::size_t(hidden)] || counted_for_[std::size_t(hidden)] != in_class_) {
      count_draws(hidden);
    }
    draws_now_ = class_draws(hidden).tallies;
    weights_now_ = draw_weights_[std::size_t(hidden)];
    return;
  }
  // Too many to count: random draws stand for them (a partial shuffle of the unseen cards, listed
  // in order the first time).
  if (!listed_) {
    int listed = 0;
    for (std::uint64_t m = unseen_mask_; m; m &= m - 1) {
      unseen_[std::size_t(listed++)] = Card::from_index(std::countr_zero(m));
    }
    listed_ = true;
  }
  for (int s = 0; s < samples; ++s) {
    Tally t;
    for (int k = 0; k < hidden; ++k) {
      const auto pick = k + static_cast<int>(rng.below(std::uint32_t(unseen_count_ - k)));
      std::swap(unseen_[std::size_t(k)], unseen_[std::size_t(pick)]);
      t.add(unseen_[std::size_t(k)]);
    }
    tallies_.push_back(t);
    weights_.push_back(1.0 / samples);
  }
  draws_now_ = tallies_;
  weights_now_ = weights_;
}

}  // namespace cardroom::bots
