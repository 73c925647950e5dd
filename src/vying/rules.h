#pragma once
// The rule set of the vying family (rulebook ../shared/spec/vying.md §3): both games are one
// engine, and every house variation is one key of this struct.
#include <array>
#include <cstdint>
#include <string_view>

#include "core/game_name.h"

namespace cardroom::vying {

enum class DealPattern : std::uint8_t { kUpDown, kDownDownUp, kThreeDownExpose };
enum class CardFace : std::uint8_t { kDown, kUp };
enum class Pictures : std::uint8_t { kHalf, kHalfOrTen };
enum class Opener : std::uint8_t { kLeftOfDealer, kHighestExposed, kRotate };
enum class AfterNoDraw : std::uint8_t { kShowdown, kFinalBettingRound };
enum class ShowdownRule : std::uint8_t { kSplit, kDeclareSimultaneous, kDeclareSequential };
enum class Nearness : std::uint8_t {
  kNearest,
  kUnderBeatsOver,
  kOverBeatsUnder,
  kInsideBeatsOutside,
  kOutsideBeatsInside,
  kUnderAlwaysBeatsOver,
  kOverIsBust,
};
enum class Structure : std::uint8_t { kSpreadLimit, kFixedLimit, kPotLimit, kNoLimit };

struct Betting {
  Structure structure = Structure::kSpreadLimit;
  std::int64_t ante = 1;
  std::int64_t min = 1;  // smallest bet or raise increment (the only one in fixed-limit)
  std::int64_t max = 5;  // largest increment in spread-limit
  int raise_cap = 3;     // raises allowed after the bet; 0 = no cap
  bool operator==(const Betting&) const = default;
};

struct Rules {
  // Targets in half-points (7 points = 14): low then high.
  std::array<int, 2> targets{14, 54};
  DealPattern deal = DealPattern::kUpDown;
  CardFace extra_card_face = CardFace::kDown;
  bool initial_offer = true;
  int freeze_after_refusals = 0;  // 0 = never frozen
  Pictures pictures = Pictures::kHalf;
  Opener first_opener = Opener::kLeftOfDealer;
  Opener later_opener = Opener::kLeftOfDealer;
  AfterNoDraw after_no_draw = AfterNoDraw::kShowdown;
  ShowdownRule showdown = ShowdownRule::kSplit;
  bool natural_scoops = false;
  Nearness nearness = Nearness::kNearest;
  bool fewer_cards_wins = false;
  Betting betting;

  bool declares() const { return showdown != ShowdownRule::kSplit; }
  bool operator==(const Rules&) const = default;
};

// The two presets of the rulebook's table.
Rules seven_twenty_seven();
Rules fifteen_thirty_five();
Rules preset(Game game);  // game must be a vying game

// Seats a game's table allows (7-27: 2-10, 15-35: 2-8).
inline constexpr int kMaxSeats = 10;
int max_players(Game game);

// Names of the values as the rulebook writes them ("under-beats-over").
std::string_view name(DealPattern v);
std::string_view name(CardFace v);
std::string_view name(Pictures v);
std::string_view name(Opener v);
std::string_view name(AfterNoDraw v);
std::string_view name(ShowdownRule v);
std::string_view name(Nearness v);
std::string_view name(Structure v);

}  // namespace cardroom::vying
