// The outcome table (vying_outcome_table.h) and the per-thread shelf of the outcomes built from
// it (vying_pot_share_detail.h): a hand's outcomes are built here, once per hand and thread, and
// the pot-share counter only weighs them again.
#include "bots/vying_outcome_table.h"

#include <algorithm>
#include <atomic>
#include <utility>

#include "bots/vying_heuristic.h"
#include "bots/vying_hidden_card_odds.h"
#include "bots/vying_pot_share_detail.h"
#include "vying/per_rules.h"

namespace cardroom::bots {

using namespace cardroom::vying;

namespace {

std::uint64_t next_table_id() {
  static std::atomic<std::uint64_t> last{0};
  return ++last;
}

}  // namespace

// --- OutcomeTable --------------------------------------------------------------------------

OutcomeTable::OutcomeTable(std::shared_ptr<const StandingTable> table)
    : table_(std::move(table)),
      id_(next_table_id()),
      counted_pictures_(table_->rules().pictures == Pictures::kHalfOrTen),
      fewer_cards_wins_(table_->rules().fewer_cards_wins),
      entries_(std::size_t(kBase * kAces * kPictures)) {
  const Rules& rules = table_->rules();
  auto each_tally = [&](auto visit) {
    for (int base = 0; base < kBase; ++base) {
      for (int aces = 0; aces < kAces; ++aces) {
        for (int pictures = 0; pictures < kPictures; ++pictures) {
          visit(Tally{static_cast<std::int16_t>(base), static_cast<std::uint8_t>(aces),
                      static_cast<std::uint8_t>(pictures), 0},
                (base * kAces + aces) * kPictures + pictures);
        }
      }
    }
  };
  each_tally([&](const Tally& t, int) {
    for (Target target : {Target::kLow, Target::kHigh}) {
      const Standing s = (*table_)(t, target);
      if (s.counts) keys_[std::size_t(target)].push_back(s.key);
    }
  });
  for (auto& keys : keys_) {
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  }
  each_tally([&](const Tally& t, int at) {
    const Standing low = (*table_)(t, Target::kLow), high = (*table_)(t, Target::kHigh);
    Entry& e = entries_[std::size_t(at)];
    // Ranks without the cards: a hand's cards are added when it is looked up.
    e.low = low.counts ? static_cast<std::uint16_t>(renumbered(low.key, Target::kLow)) : kNone;
    e.high = high.counts ? static_cast<std::uint16_t>(renumbered(high.key, Target::kHigh)) : kNone;
    e.natural = table_->natural(t);
    e.guess = guess_declaration(low, high, rules);
  });
}

int OutcomeTable::renumbered(int key, Target target) const {
  const auto& keys = keys_[std::size_t(target)];
  const auto at = std::lower_bound(keys.begin(), keys.end(), key);
  const int place = static_cast<int>(at - keys.begin());
  return at != keys.end() && *at == key ? 2 * place : 2 * place - 1;
}

std::shared_ptr<const OutcomeTable> OutcomeTable::shared(const Rules& rules) {
  return vying::shared_per_rules<OutcomeTable>(rules, [](const Rules& r) {
    return std::make_shared<const OutcomeTable>(StandingTable::shared(r));
  });
}

ShowdownOutcome OutcomeTable::computed(const Tally& tally) const {
  const Rules& rules = table_->rules();
  const Standing low = (*table_)(tally, Target::kLow), high = (*table_)(tally, Target::kHigh);
  // vying::contest_rank's order, in the table's numbering.
  const int cards = fewer_cards_wins_ ? tally.cards : 0;
  return {1, low.counts ? renumbered(low.key, Target::kLow) * 64 + cards : kNoCount,
          high.counts ? renumbered(high.key, Target::kHigh) * 64 + cards : kNoCount,
          table_->natural(tally), guess_declaration(low, high, rules)};
}

void OutcomeTable::fill_each(const Tally& shown, std::span<const Tally> draws,
                             ShowdownOutcome* out) const {
  const bool pictures_count = counted_pictures_, cards_count = fewer_cards_wins_;
  const Entry* entries = entries_.data();
  for (std::size_t k = 0; k < draws.size(); ++k) {
    fill(entries, pictures_count, cards_count, pot_share_detail::plus(shown, draws[k]), out[k]);
  }
}

// --- The shelf of built outcomes -----------------------------------------------------------

namespace pot_share_detail {

void BuiltOutcomes::build(const OutcomeTable& t, const Tally& shown,
                          std::span<const Tally> draws_now, DeclarationGuess how,
                          Declaration given) {
  table = t.id();
  key = key_of(shown, how, given);
  draws = draws_now;
  const std::size_t n = draws.size();
  // Every draw's outcome is filled in draw order before any is read back: one read back while
  // its fields were still being stored stalled on store forwarding.
  in_draw_order_.resize(n);
  t.fill_each(shown, draws, in_draw_order_.data());
  outcomes.clear();
  draw_of.clear();
  if (how == DeclarationGuess::kAtRandom) {
    // Low, high and both with a third of the chance each: three runs of the same outcomes.
    for (Declaration d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
      for (std::size_t k = 0; k < n; ++k) keep(k, d);
    }
    high = static_cast<std::uint32_t>(n);
    both = static_cast<std::uint32_t>(2 * n);
  } else if (how == DeclarationGuess::kGiven) {
    for (std::size_t k = 0; k < n; ++k) keep(k, given);
    const bool enters_high = given == Declaration::kHigh || given == Declaration::kBoth;
    high = enters_high ? 0 : static_cast<std::uint32_t>(n);
    both = given == Declaration::kBoth ? 0 : static_cast<std::uint32_t>(n);
  } else {
    // Guessed from the cards: the low (and undeclared) ones first, then the high, then both,
    // each in draw order.
    auto keep_where = [&](auto wanted) {
      for (std::size_t k = 0; k < n; ++k) {
        const Declaration d = in_draw_order_[k].declaration;
        if (wanted(d)) keep(k, d);
      }
    };
    keep_where([](Declaration d) { return d != Declaration::kHigh && d != Declaration::kBoth; });
    high = static_cast<std::uint32_t>(outcomes.size());
    keep_where([](Declaration d) { return d == Declaration::kHigh; });
    both = static_cast<std::uint32_t>(outcomes.size());
    keep_where([](Declaration d) { return d == Declaration::kBoth; });
  }
}

OutcomeShelf& OutcomeShelf::on_this_thread() {
  thread_local OutcomeShelf shelf;
  return shelf;
}

const BuiltOutcomes& OutcomeShelf::outcomes(const OutcomeTable& table, const Tally& shown,
                                            std::span<const Tally> draws, DeclarationGuess how,
                                            Declaration given) {
  if (!HiddenCardOdds::counted(draws)) {
    sampled_.build(table, shown, draws, how, given);
    return sampled_;
  }
  const std::uint64_t key = BuiltOutcomes::key_of(shown, how, given);
  for (const BuiltOutcomes& b : built_) {
    if (b.built_from(table, key, draws)) return b;
  }
  BuiltOutcomes& b = built_[next_];
  next_ = (next_ + 1) % built_.size();
  b.build(table, shown, draws, how, given);
  return b;
}

}  // namespace pot_share_detail

}  // namespace cardroom::bots
