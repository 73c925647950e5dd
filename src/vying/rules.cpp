#include "vying/rules.h"

namespace cardroom::vying {

Rules seven_twenty_seven() { return Rules{}; }

Rules fifteen_thirty_five() {
  Rules r;
  r.targets = {30, 70};
  r.deal = DealPattern::kThreeDownExpose;
  r.extra_card_face = CardFace::kUp;
  r.initial_offer = false;
  r.freeze_after_refusals = 2;
  r.pictures = Pictures::kHalfOrTen;
  r.first_opener = Opener::kHighestExposed;
  r.later_opener = Opener::kHighestExposed;
  r.after_no_draw = AfterNoDraw::kFinalBettingRound;
  r.showdown = ShowdownRule::kDeclareSimultaneous;
  r.natural_scoops = true;
  r.nearness = Nearness::kUnderBeatsOver;
  r.fewer_cards_wins = true;
  return r;
}

Rules preset(Game game) {
  return game == Game::kFifteenThirtyFive ? fifteen_thirty_five() : seven_twenty_seven();
}

int max_players(Game game) { return game == Game::kFifteenThirtyFive ? 8 : 10; }

std::string_view name(DealPattern v) {
  switch (v) {
    case DealPattern::kUpDown: return "up-down";
    case DealPattern::kDownDownUp: return "down-down-up";
    case DealPattern::kThreeDownExpose: return "three-down-expose";
  }
  return "?";
}

std::string_view name(CardFace v) { return v == CardFace::kUp ? "up" : "down"; }

std::string_view name(Pictures v) { return v == Pictures::kHalf ? "half" : "half-or-ten"; }

std::string_view name(Opener v) {
  switch (v) {
    case Opener::kLeftOfDealer: return "left-of-dealer";
    case Opener::kHighestExposed: return "highest-exposed";
    case Opener::kRotate: return "rotate";
  }
  return "?";
}

std::string_view name(AfterNoDraw v) {
  return v == AfterNoDraw::kShowdown ? "showdown" : "final-betting-round";
}

std::string_view name(ShowdownRule v) {
  switch (v) {
    case ShowdownRule::kSplit: return "split";
    case ShowdownRule::kDeclareSimultaneous: return "declare-simultaneous";
    case ShowdownRule::kDeclareSequential: return "declare-sequential";
  }
  return "?";
}

std::string_view name(Nearness v) {
  switch (v) {
    case Nearness::kNearest: return "nearest";
    case Nearness::kUnderBeatsOver: return "under-beats-over";
    case Nearness::kOverBeatsUnder: return "over-beats-under";
    case Nearness::kInsideBeatsOutside: return "inside-beats-outside";
    case Nearness::kOutsideBeatsInside: return "outside-beats-inside";
    case Nearness::kUnderAlwaysBeatsOver: return "under-always-beats-over";
    case Nearness::kOverIsBust: return "over-is-bust";
  }
  return "?";
}

std::string_view name(Structure v) {
  switch (v) {
    case Structure::kSpreadLimit: return "spread-limit";
    case Structure::kFixedLimit: return "fixed-limit";
    case Structure::kPotLimit: return "pot-limit";
    case Structure::kNoLimit: return "no-limit";
  }
  return "?";
}

}  // namespace cardroom::vying
