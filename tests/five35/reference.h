#pragma once
// A deliberately naive second reading of the rulebook, for tests only: cards are vectors of
// printed rank numbers, melds are recognised by their definitions (§3), legal moves are found by
// trying every sub-multiset of the hand against §4, and a round is played by §5-§6 directly.
// It shares no code with the engine, so agreement between the two is evidence, not tautology.
#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace cardroom::five35::reference {

using Cards = std::vector<int>;  // printed ranks, kept sorted

enum class Kind { kNone, kSingle, kSet, kRun };

inline Kind kind_of(Cards cards) {
  std::sort(cards.begin(), cards.end());
  if (cards.empty()) return Kind::kNone;
  if (cards.size() == 1) return Kind::kSingle;
  if (std::all_of(cards.begin(), cards.end(), [&](int c) { return c == cards[0]; })) {
    return Kind::kSet;
  }
  // Consecutive printed numbers; 6 and 10 do not exist, so 5-7 and 9-11 are never consecutive.
  for (std::size_t i = 1; i < cards.size(); ++i) {
    if (cards[i] != cards[i - 1] + 1) return Kind::kNone;
  }
  return Kind::kRun;
}

// a strictly stronger than b (same kind and size assumed).
inline bool stronger(Cards a, Cards b) {
  const int low_a = *std::min_element(a.begin(), a.end());
  const int low_b = *std::min_element(b.begin(), b.end());
  return kind_of(a) == Kind::kRun ? low_a < low_b : low_a > low_b;
}

inline std::string words(const std::string& action, Cards cards) {
  std::sort(cards.begin(), cards.end());
  std::string text = action;
  for (int c : cards) text += " " + std::to_string(c);
  return text;
}

// Every distinct sub-multiset of `hand` with 1 to 3 cards.
inline std::vector<Cards> small_subsets(Cards hand) {
  std::sort(hand.begin(), hand.end());
  std::set<Cards> found;
  const std::size_t n = hand.size();
  for (std::size_t i = 0; i < n; ++i) {
    found.insert({hand[i]});
    for (std::size_t j = i + 1; j < n; ++j) {
      found.insert({hand[i], hand[j]});
      for (std::size_t k = j + 1; k < n; ++k) found.insert({hand[i], hand[j], hand[k]});
    }
  }
  return {found.begin(), found.end()};
}

inline bool may_overwrite(const Cards& play, const Cards& meld) {
  return meld.size() <= 3 && kind_of(play) == kind_of(meld) && play.size() == meld.size() &&
         stronger(play, meld);
}

inline bool may_add(const Cards& play, const Cards& meld, int copies) {
  Cards all = meld;
  all.insert(all.end(), play.begin(), play.end());
  const Kind k = kind_of(all);
  return k == Kind::kRun || (k == Kind::kSet && int(all.size()) <= copies);
}

// The legal action words for `hand` facing `meld` (empty: a lead).
inline std::set<std::string> legal_words(const Cards& hand, const Cards& meld, int copies) {
  std::set<std::string> legal;
  for (const Cards& play : small_subsets(hand)) {
    if (meld.empty()) {
      if (kind_of(play) != Kind::kNone) legal.insert(words("lead", play));
      continue;
    }
    if (may_overwrite(play, meld)) legal.insert(words("overwrite", play));
    if (may_add(play, meld, copies)) legal.insert(words("add", play));
  }
  if (!meld.empty()) legal.insert("pass");
  return legal;
}

// One round played straight from the rulebook.
struct Round {
  int players = 0;
  int copies = 4;
  std::string rule_of_eight = "any-eight";
  std::vector<Cards> hands;
  Cards meld;
  int leader = 0;
  int to_act = 0;
  int last = -1;
  std::vector<bool> passed;
  int went_out = -1;

  Round(std::vector<Cards> dealt, int dealer, std::string rule8)
      : players(int(dealt.size())),
        copies(dealt.size() >= 5 ? 5 : 4),
        rule_of_eight(std::move(rule8)),
        hands(std::move(dealt)),
        leader(dealer),
        to_act(dealer),
        passed(hands.size(), false) {}

  std::set<std::string> legal() const {
    if (went_out >= 0) return {};
    return legal_words(hands[std::size_t(to_act)], meld, copies);
  }

  int next_in_trick(int seat) const {
    do {
      seat = (seat + 1) % players;
    } while (passed[std::size_t(seat)]);
    return seat;
  }

  void new_trick(int winner) {
    meld.clear();
    std::fill(passed.begin(), passed.end(), false);
    leader = winner;
    to_act = winner;
    last = -1;
  }

  // Applies a legal action word.
  void apply(const std::string& word) {
    std::istringstream in(word);
    std::string action;
    in >> action;
    Cards cards;
    for (int c; in >> c;) cards.push_back(c);
    const int seat = to_act;
    if (action == "pass") {
      passed[std::size_t(seat)] = true;
      bool others_all_passed = true;
      for (int s = 0; s < players; ++s) {
        if (s != last && !passed[std::size_t(s)]) others_all_passed = false;
      }
      if (others_all_passed) {
        new_trick(last);
      } else {
        to_act = next_in_trick(seat);
      }
      return;
    }
    const bool is_lead = meld.empty();
    Cards& hand = hands[std::size_t(seat)];
    for (int c : cards) hand.erase(std::find(hand.begin(), hand.end(), c));
    if (action == "add") {
      meld.insert(meld.end(), cards.begin(), cards.end());
    } else {
      meld = cards;
    }
    std::sort(meld.begin(), meld.end());
    last = seat;
    if (hand.empty()) {
      went_out = seat;
      meld.clear();
      return;
    }
    const Kind k = kind_of(meld);
    bool ends =
        (k == Kind::kSet && int(meld.size()) == copies) || (k == Kind::kRun && meld.size() == 5);
    const bool plays_eight = std::count(cards.begin(), cards.end(), 8) > 0;
    if (!is_lead && plays_eight) {
      if (rule_of_eight == "any-eight") ends = true;
      if (rule_of_eight == "source-list" &&
          (meld == Cards{8} || (k == Kind::kSet && meld[0] == 8) || meld == Cards{7, 8} ||
           meld == Cards{7, 8, 9})) {
        ends = true;
      }
    }
    if (ends) {
      new_trick(seat);
    } else {
      to_act = next_in_trick(seat);
    }
  }
};

}  // namespace cardroom::five35::reference
