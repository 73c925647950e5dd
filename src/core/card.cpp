#include "core/card.h"

#include <cctype>

namespace cardroom {

namespace {
constexpr std::string_view kRanks = "A23456789TJQK";
constexpr std::string_view kSuits = "cdhs";
}  // namespace

std::optional<Card> parse_card(std::string_view text) {
  std::string_view rank_text = text.substr(0, text.size() ? text.size() - 1 : 0);
  if (text.size() < 2) return std::nullopt;
  int rank = 0;
  if (rank_text == "10") {
    rank = 10;
  } else if (rank_text.size() == 1) {
    auto pos = kRanks.find(static_cast<char>(std::toupper(static_cast<unsigned char>(rank_text[0]))));
    if (pos == std::string_view::npos) return std::nullopt;
    rank = static_cast<int>(pos) + 1;
  } else {
    return std::nullopt;
  }
  auto suit = kSuits.find(static_cast<char>(std::tolower(static_cast<unsigned char>(text.back()))));
  if (suit == std::string_view::npos) return std::nullopt;
  return Card::of(rank, static_cast<Suit>(suit));
}

std::string to_string(Card card) {
  if (card.is_hidden()) return "??";
  return {kRanks[static_cast<std::size_t>(card.rank() - 1)],
          kSuits[static_cast<std::size_t>(card.suit())]};
}

}  // namespace cardroom
