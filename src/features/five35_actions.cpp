#include "features/five35_actions.h"

#include <algorithm>
#include <stdexcept>

#include "core/input_error.h"
#include "core/rng.h"
#include "five35/action_words.h"

namespace cardroom::env {

using five35::Hand;
using five35::Move;

namespace {

// Every shape, by card count then by ranks from the lowest.
std::array<Hand, Five35ActionCodes::kShapes> make_shapes() {
  std::vector<std::vector<int>> groups;  // ranks of each shape, ascending
  for (int a = 0; a < five35::kRankCount; ++a) {
    for (int b = a; b < five35::kRankCount; ++b) {
      for (int c = b; c < five35::kRankCount; ++c) {
        groups.push_back({a});
        groups.push_back({a, b});
        groups.push_back({a, b, c});
      }
    }
  }
  const auto fits = [](const std::vector<int>& r) {
    const bool one_rank = std::all_of(r.begin(), r.end(), [&](int x) { return x == r[0]; });
    if (one_rank) return true;
    for (std::size_t i = 1; i < r.size(); ++i) {
      if (r[i] == r[i - 1] || !five35::same_group(r[0], r[i])) return false;
    }
    return true;
  };
  std::sort(groups.begin(), groups.end(), [](const auto& x, const auto& y) {
    return x.size() != y.size() ? x.size() < y.size() : x < y;
  });
  groups.erase(std::unique(groups.begin(), groups.end()), groups.end());
  std::array<Hand, Five35ActionCodes::kShapes> shapes{};
  std::size_t n = 0;
  for (const auto& ranks : groups) {
    if (!fits(ranks)) continue;
    Hand hand;
    for (int r : ranks) hand.add(r);
    shapes.at(n++) = hand;
  }
  if (n != shapes.size()) throw std::logic_error("Five Three Five action shapes miscounted");
  return shapes;
}

// Shape number by the hand's bits: a table indexed by a multiplicative hash, its multiplier
// searched once so that no two shapes share a slot (one multiply and one load a lookup; a binary
// search's mispredicted branches cost a tenth of a VectorEnv step).
struct ShapeIndex {
  static constexpr int kSlotBits = 9;
  struct Slot {
    std::uint64_t bits = 0;  // no shape is empty, so 0 marks a free slot
    int shape = -1;
  };
  std::uint64_t multiplier = 0;
  std::array<Slot, std::size_t{1} << kSlotBits> slots{};

  static std::size_t slot(std::uint64_t bits, std::uint64_t multiplier) {
    return static_cast<std::size_t>((bits * multiplier) >> (64 - kSlotBits));
  }
  explicit ShapeIndex(const std::array<Hand, Five35ActionCodes::kShapes>& shapes) {
    Rng rng(535);
    for (int attempt = 0; attempt < 100000; ++attempt) {
      multiplier = rng.next() | 1;
      slots.fill(Slot{});
      bool clash = false;
      for (int i = 0; i < Five35ActionCodes::kShapes && !clash; ++i) {
        Slot& s = slots[slot(shapes[std::size_t(i)].bits(), multiplier)];
        clash = s.shape >= 0;
        s = {shapes[std::size_t(i)].bits(), i};
      }
      if (!clash) return;
    }
    throw std::logic_error("no multiplier hashes the Five Three Five shapes apart");
  }
  std::optional<int> find(std::uint64_t bits) const {
    const Slot& s = slots[slot(bits, multiplier)];
    if (s.bits != bits || bits == 0) return std::nullopt;
    return s.shape;
  }
};

const ShapeIndex& shape_index() {
  static const ShapeIndex index(Five35ActionCodes::shapes());
  return index;
}

}  // namespace

const std::array<Hand, Five35ActionCodes::kShapes>& Five35ActionCodes::shapes() {
  static const auto shapes = make_shapes();
  return shapes;
}

std::optional<int> Five35ActionCodes::shape_of(Hand cards) {
  return shape_index().find(cards.bits());
}

std::optional<int> Five35ActionCodes::encode(const Move& move) {
  if (move.action == five35::Action::kPass) return kPass;
  const auto shape = shape_of(move.cards);
  if (!shape) return std::nullopt;
  return static_cast<int>(move.action) * kShapes + *shape;  // lead 0, overwrite 1, add 2
}

std::optional<Move> Five35ActionCodes::decode(int code) {
  if (code < 0 || code >= kSize) return std::nullopt;
  if (code == kPass) return Move::pass();
  const Hand cards = shapes()[std::size_t(code % kShapes)];
  return Move{static_cast<five35::Action>(code / kShapes), cards};
}

std::string Five35ActionCodes::action_to_words(int code) {
  const auto move = decode(code);
  if (!move) {
    throw InputError("action " + std::to_string(code) + " is not an action code (0 to " +
                     std::to_string(kSize - 1) + ")");
  }
  return five35::to_words(*move);
}

void Five35ActionCodes::legal(const five35::MoveList& moves, std::vector<int>& out) {
  out.clear();
  for (const Move& move : moves) {
    if (const auto code = encode(move)) out.push_back(*code);
  }
  std::sort(out.begin(), out.end());
}

}  // namespace cardroom::env
