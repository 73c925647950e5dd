#pragma once
// The vying actions as integers, for learning environments (the Python package, the learned bot):
// one stable code per action word, bet and raise amounts included, so a policy can have one
// output per code. The table is in docs/python.md:
//   0 fold, 1 check, 2 call, 3 all-in, 4 take, 5 stand,
//   6 declare low, 7 declare high, 8 declare both,
//   9 + c        expose card c (0..51, rank-major: Ac Ad Ah As 2c ... Ks),
//   61 + (n - 1)        bet n   (n = 1..max_amount),
//   61 + max + (n - 1)  raise n (n = the increment above the call).
// `max_amount` is the largest increment a seat could ever put in: its stack at the deal.
#include <cstdint>
#include <optional>
#include <vector>

#include "vying/action.h"
#include "vying/legal.h"

namespace cardroom::env {

class VyingActionCodes {
 public:
  static constexpr int kExposeBase = 9;
  static constexpr int kBetBase = kExposeBase + 52;

  explicit VyingActionCodes(std::int64_t max_amount) : max_amount_(max_amount) {}

  std::int64_t max_amount() const { return max_amount_; }
  int size() const { return kBetBase + 2 * static_cast<int>(max_amount_); }

  // The code of `action`; nullopt for a bet or raise outside 1..max_amount.
  std::optional<int> encode(const vying::Action& action) const;
  // The action of `code`; nullopt outside 0..size()-1.
  std::optional<vying::Action> decode(int code) const;
  // The codes of every legal action, ascending (every amount of a bet or raise range).
  void legal(const vying::LegalActions& legal, std::vector<int>& out) const;

 private:
  std::int64_t max_amount_;
};

}  // namespace cardroom::env
