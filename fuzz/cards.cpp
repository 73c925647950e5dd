// Card notation of both families. Vying cards: a word such as "As", "td", "10h" is a card or
// not by the notation (core/card.h), checked here against an independent reading of it; a card
// read writes back canonically and reads again to itself. Lists of cards in JSON (`deck`,
// `cards`): read_cards refuses with InputError or returns cards that cards_json writes back to
// the same list. Five Three Five decks (rank numbers in JSON): read_five35_deck refuses with
// InputError or returns ranks that are real ranks, no more copies of each than the player count
// allows, in the order given.
#include <cctype>
#include <string>

#include "core/card.h"
#include "five35/cards.h"
#include "fuzz_check.h"
#include "fuzz_choices.h"
#include "io/five35_record.h"
#include "io/vying_json.h"

namespace cardroom::fuzz {
namespace {

// The notation read again, plainly: rank A 2-9 T J Q K or 10 (any case), then suit c d h s.
bool is_card_word(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return false;
  const std::string_view rank = text.substr(0, text.size() - 1);
  const char suit = char(std::tolower(static_cast<unsigned char>(text.back())));
  if (suit != 'c' && suit != 'd' && suit != 'h' && suit != 's') return false;
  if (rank == "10") return true;
  if (rank.size() != 1) return false;
  return std::string_view("A23456789TJQK").find(char(std::toupper(static_cast<unsigned char>(rank[0])))) !=
         std::string_view::npos;
}

void vying_card(std::string_view text) {
  const auto card = parse_card(text);
  FUZZ_EXPECT(card.has_value() == is_card_word(text), std::string(text));
  if (!card) return;
  FUZZ_EXPECT(!card->is_hidden() && card->index() < Card::kCount, std::string(text));
  const std::string canonical = to_string(*card);
  FUZZ_EXPECT(canonical.size() == 2, canonical);
  written_reads_back(*card, canonical, refusing([](std::string_view w) { return parse_card(w); }),
                     "parse_card again", text);
}

void vying_card_list(std::string_view text) {
  io::Json json;
  if (!accepted([&] { json = io::parse_document(text); }, "parse_document")) return;
  std::vector<Card> cards;
  if (!accepted([&] { cards = io::read_cards(json, "deck"); }, "read_cards")) return;
  FUZZ_EXPECT(json.is_array() && json.size() == cards.size(), json.dump());
  for (std::size_t i = 0; i < cards.size(); ++i) {
    FUZZ_EXPECT(json[i].is_string() && parse_card(json[i].get<std::string>()) == cards[i], json.dump());
  }
  auto read = [](const io::Json& w) { return io::read_cards(w, "deck"); };
  written_reads_back(cards, io::cards_json(cards), read, "read_cards again", text);
}

void five35_deck(std::string_view text, int players) {
  io::Json json;
  if (!accepted([&] { json = io::parse_document(text); }, "parse_document")) return;
  five35::Deck deck;
  if (!accepted([&] { deck = io::read_five35_deck(json, players); }, "read_five35_deck")) return;
  FUZZ_EXPECT(json.is_array() && json.size() == std::size_t(deck.size), json.dump());
  std::array<int, five35::kRankCount> copies{};
  io::Json written = io::Json::array();
  for (int i = 0; i < deck.size; ++i) {
    const int index = deck.cards[std::size_t(i)];
    FUZZ_EXPECT(index >= 0 && index < five35::kRankCount, json.dump());
    FUZZ_EXPECT(++copies[std::size_t(index)] <= five35::copies_for(players), json.dump());
    FUZZ_EXPECT(json[std::size_t(i)] == five35::rank_number(index), json.dump());
    written.push_back(five35::rank_number(index));
  }
  auto read = [&](const io::Json& w) { return io::read_five35_deck(w, players); };
  auto same = [](const five35::Deck& a, const five35::Deck& b) {
    return a.size == b.size && a.cards == b.cards;
  };
  written_reads_back(deck, written, read, "deck again", text, same);
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardroom::fuzz;
  Bytes bytes(data, size);
  const unsigned mode = bytes.below(4);
  switch (mode) {
    case 0:
      vying_card(bytes.rest());
      break;
    case 1:
      vying_card_list(bytes.rest());
      break;
    default: {
      const int players = 2 + int(bytes.below(5));
      five35_deck(bytes.rest(), players);
    }
  }
  return 0;
}
