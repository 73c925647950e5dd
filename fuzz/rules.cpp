// Rule sets of both families, as a table's JSON (`rules`), as `--rule key=value` pairs, and the
// rule choices listed from them. A rule set read is complete and round-trips: written with
// *_rules_to_json and read again over any preset, it is the same rule set. The choices list
// every key with the rule set's own value, and an enum's accepted names include that value.
// Anything refused is refused with InputError.
#include <algorithm>
#include <string>
#include <vector>

#include "core/game_name.h"
#include "fuzz_check.h"
#include "fuzz_choices.h"
#include "io/five35_rule_choices.h"
#include "io/five35_rules_json.h"
#include "io/json_overrides.h"
#include "io/vying_rule_choices.h"
#include "io/vying_rules_json.h"

namespace cardroom::fuzz {
namespace {

// The value at a dotted key ("betting.structure") of a written rule set.
const io::Json& at_dotted(const io::Json& json, const std::string& key) {
  const auto dot = key.find('.');
  if (dot == std::string::npos) return json.at(key);
  return json.at(key.substr(0, dot)).at(key.substr(dot + 1));
}

void check_choices(const std::vector<io::RuleChoice>& choices, const io::Json& written) {
  std::size_t keys = 0;
  for (const auto& [key, value] : written.items()) keys += value.is_object() && key != "card_points" ? value.size() : 1;
  FUZZ_EXPECT(choices.size() == keys, written.dump());
  for (const io::RuleChoice& choice : choices) {
    FUZZ_EXPECT(at_dotted(written, choice.key) == choice.value, choice.key);
    FUZZ_EXPECT(!io::describe_accepted(choice).empty(), choice.key);
    if (choice.kind == "one-of") {
      FUZZ_EXPECT(choice.value.is_string(), choice.key);
      FUZZ_EXPECT(std::find(choice.values.begin(), choice.values.end(),
                            choice.value.get<std::string>()) != choice.values.end(),
                  choice.key + ": " + choice.value.dump());
    }
  }
  FUZZ_EXPECT(io::rule_choices_json(choices).size() == choices.size(), written.dump());
}

void check_vying(Game game, const io::Json& overrides) {
  vying::Rules rules;
  if (!accepted([&] { rules = io::vying_rules_from_json(vying::preset(game), overrides); },
                "vying_rules_from_json")) {
    return;
  }
  const io::Json written = io::vying_rules_to_json(rules);
  for (Game base : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    auto read = [&](const io::Json& w) { return io::vying_rules_from_json(vying::preset(base), w); };
    written_reads_back(rules, written, read, "the written rules read again", overrides);
  }
  FUZZ_EXPECT(rules.targets[0] < rules.targets[1], written.dump());
  check_choices(io::vying_rule_choices(rules), written);
}

void check_five35(const io::Json& overrides) {
  five35::Rules rules;
  if (!accepted([&] { rules = io::five35_rules_from_json(overrides); }, "five35_rules_from_json")) {
    return;
  }
  const io::Json written = io::five35_rules_to_json(rules);
  auto read = [](const io::Json& w) { return io::five35_rules_from_json(w); };
  written_reads_back(rules, written, read, "the written rules read again", overrides);
  check_choices(io::five35_rule_choices(rules), written);
}

// `--rule key=value` pairs, one a line.
io::Json from_pairs(std::string_view text, bool* ok) {
  std::vector<std::string> pairs;
  std::size_t start = 0;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    pairs.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  io::Json overrides;
  *ok = accepted([&] { overrides = io::overrides_from_pairs(pairs); }, "overrides_from_pairs");
  if (*ok) FUZZ_EXPECT(overrides.is_object(), overrides.dump());
  return overrides;
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardroom;
  using namespace cardroom::fuzz;
  Bytes bytes(data, size);
  const unsigned mode = bytes.below(6);
  const std::string_view text = bytes.rest();
  io::Json json;
  if (mode < 3) {
    if (!accepted([&] { json = io::parse_document(text); }, "parse_document")) return 0;
  } else {
    bool ok = false;
    json = from_pairs(text, &ok);
    if (!ok) return 0;
  }
  switch (mode % 3) {
    case 0:
      check_vying(Game::kSevenTwentySeven, json);
      break;
    case 1:
      check_vying(Game::kFifteenThirtyFive, json);
      break;
    default:
      check_five35(json);
  }
  return 0;
}
