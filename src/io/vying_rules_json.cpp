#include "io/vying_rules_json.h"

#include <array>
#include <cmath>

#include "core/input_error.h"

namespace cardroom::io {

namespace {

using namespace cardroom::vying;

// Every value of an enum, so reading can list the accepted names.
template <typename E, std::size_t N>
E read_enum(const Json& value, std::string_view where, const std::array<E, N>& values) {
  std::string text = read_string(value, where);
  std::string accepted;
  for (E v : values) {
    if (name(v) == text) return v;
    accepted += (accepted.empty() ? "" : ", ") + std::string(name(v));
  }
  throw InputError(std::string(where) + ": unknown value '" + text + "'; accepted: " + accepted,
                   {"unknown-value", {{"where", std::string(where)}, {"value", text}, {"accepted", accepted}}});
}

constexpr std::array kDeals{DealPattern::kUpDown, DealPattern::kDownDownUp,
                            DealPattern::kThreeDownExpose};
constexpr std::array kFaces{CardFace::kDown, CardFace::kUp};
constexpr std::array kPictures{Pictures::kHalf, Pictures::kHalfOrTen};
constexpr std::array kOpeners{Opener::kLeftOfDealer, Opener::kHighestExposed, Opener::kRotate};
constexpr std::array kAfterNoDraw{AfterNoDraw::kShowdown, AfterNoDraw::kFinalBettingRound};
constexpr std::array kShowdowns{ShowdownRule::kSplit, ShowdownRule::kDeclareSimultaneous,
                                ShowdownRule::kDeclareSequential};
constexpr std::array kNearness{Nearness::kNearest,           Nearness::kUnderBeatsOver,
                               Nearness::kOverBeatsUnder,    Nearness::kInsideBeatsOutside,
                               Nearness::kOutsideBeatsInside, Nearness::kUnderAlwaysBeatsOver,
                               Nearness::kOverIsBust};
constexpr std::array kStructures{Structure::kSpreadLimit, Structure::kFixedLimit,
                                 Structure::kPotLimit, Structure::kNoLimit};

// A target in points, whole or half ("33.5"), returned in half-points.
int read_target(const Json& value, std::string_view where) {
  if (!value.is_number()) throw InputError(std::string(where) + ": expected a number of points");
  double doubled = value.get<double>() * 2;
  if (doubled != std::floor(doubled) || doubled < 1 || doubled > 400) {
    throw InputError(std::string(where) + ": a target is a whole or half number of points, 0.5..200",
                     {"target-out-of-range", {{"where", std::string(where)}}});
  }
  return static_cast<int>(doubled);
}

Betting read_betting(Betting b, const Json& value, std::string_view where) {
  require_object(value, where, {"structure", "ante", "min", "max", "raise_cap"});
  for (const auto& [key, v] : value.items()) {
    std::string at = at_key(where, key);
    if (key == "structure") b.structure = read_enum(v, at, kStructures);
    if (key == "ante") b.ante = read_int_in(v, at, 0, 1'000'000'000);
    if (key == "min") b.min = read_int_in(v, at, 1, 1'000'000'000);
    if (key == "max") b.max = read_int_in(v, at, 1, 1'000'000'000);
    if (key == "raise_cap") b.raise_cap = static_cast<int>(read_int_in(v, at, 0, 1000));
  }
  if (b.structure == Structure::kSpreadLimit && b.max < b.min) {
    throw InputError(std::string(where) + ": max (" + std::to_string(b.max) + ") is below min (" +
                         std::to_string(b.min) + ")",
                     {"max-below-min", {{"where", std::string(where)}, {"min", b.min}, {"max", b.max}}});
  }
  return b;
}

}  // namespace

Json vying_rules_to_json(const Rules& r) {
  Json targets = Json::array({half_points_json(r.targets[0]), half_points_json(r.targets[1])});
  return Json{
      {"targets", targets},
      {"deal", name(r.deal)},
      {"extra_card_face", name(r.extra_card_face)},
      {"initial_offer", r.initial_offer},
      {"freeze_after_refusals", r.freeze_after_refusals},
      {"pictures", name(r.pictures)},
      {"first_opener", name(r.first_opener)},
      {"later_opener", name(r.later_opener)},
      {"after_no_draw", name(r.after_no_draw)},
      {"showdown", name(r.showdown)},
      {"natural_scoops", r.natural_scoops},
      {"nearness", name(r.nearness)},
      {"fewer_cards_wins", r.fewer_cards_wins},
      {"betting",
       {{"structure", name(r.betting.structure)},
        {"ante", r.betting.ante},
        {"min", r.betting.min},
        {"max", r.betting.max},
        {"raise_cap", r.betting.raise_cap}}},
  };
}

Rules vying_rules_from_json(Rules r, const Json& overrides, std::string_view where) {
  // `ante` and `raise_cap` are also accepted at the top level, where the rulebook names them
  // beside the other keys; they are written back inside `betting`.
  require_object(overrides, where,
                 {"targets", "deal", "extra_card_face", "initial_offer", "freeze_after_refusals",
                  "pictures", "first_opener", "later_opener", "after_no_draw", "showdown",
                  "natural_scoops", "nearness", "fewer_cards_wins", "betting", "ante",
                  "raise_cap"});
  for (const auto& [key, v] : overrides.items()) {
    std::string at = at_key(where, key);
    if (key == "targets") {
      if (!v.is_array() || v.size() != 2) {
        throw InputError(at + ": expected two targets, low then high, e.g. [7, 27]");
      }
      int low = read_target(v[0], at_index(at, 0));
      int high = read_target(v[1], at_index(at, 1));
      if (low >= high) {
        throw InputError(at + ": the low target must be below the high one", {"targets-order", {{"where", at}}});
      }
      r.targets = {low, high};
    } else if (key == "deal") {
      r.deal = read_enum(v, at, kDeals);
    } else if (key == "extra_card_face") {
      r.extra_card_face = read_enum(v, at, kFaces);
    } else if (key == "initial_offer") {
      r.initial_offer = read_bool(v, at);
    } else if (key == "freeze_after_refusals") {
      r.freeze_after_refusals = static_cast<int>(read_int_in(v, at, 0, 52));
    } else if (key == "pictures") {
      r.pictures = read_enum(v, at, kPictures);
    } else if (key == "first_opener") {
      r.first_opener = read_enum(v, at, kOpeners);
    } else if (key == "later_opener") {
      r.later_opener = read_enum(v, at, kOpeners);
    } else if (key == "after_no_draw") {
      r.after_no_draw = read_enum(v, at, kAfterNoDraw);
    } else if (key == "showdown") {
      r.showdown = read_enum(v, at, kShowdowns);
    } else if (key == "natural_scoops") {
      r.natural_scoops = read_bool(v, at);
    } else if (key == "nearness") {
      r.nearness = read_enum(v, at, kNearness);
    } else if (key == "fewer_cards_wins") {
      r.fewer_cards_wins = read_bool(v, at);
    }
  }
  // Betting last, so top-level `ante`/`raise_cap` and the `betting` object combine.
  Json betting = overrides.contains("betting") ? overrides["betting"] : Json::object();
  if (!betting.is_object()) throw InputError(at_key(where, "betting") + ": expected an object");
  for (const char* key : {"ante", "raise_cap"}) {
    if (overrides.contains(key)) {
      if (betting.contains(key)) {
        throw InputError(at_key(where, key) + ": given twice (top level and in betting)");
      }
      betting[key] = overrides[key];
    }
  }
  r.betting = read_betting(r.betting, betting, at_key(where, "betting"));
  return r;
}

}  // namespace cardroom::io
