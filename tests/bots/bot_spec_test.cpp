#include <gtest/gtest.h>

#include "bots/bot.h"
#include "core/input_error.h"

namespace cardroom::bots {
namespace {

TEST(BotSpec, KindAndParameters) {
  const BotSpec spec = parse_bot_spec("ismcts:iterations=2000,c=0.7");
  EXPECT_EQ(spec.kind, "ismcts");
  ASSERT_EQ(spec.params.size(), 2u);
  EXPECT_EQ(spec.params[0].first, "iterations");
  EXPECT_EQ(spec.params[1].second, "0.7");
  EXPECT_EQ(spec.text(), "ismcts:iterations=2000,c=0.7");
}

TEST(BotSpec, ListsKeepParametersWithTheirBot) {
  const auto specs = parse_bot_list("random,ismcts:iterations=10,c=2,heuristic");
  ASSERT_EQ(specs.size(), 3u);
  EXPECT_EQ(specs[0].text(), "random");
  EXPECT_EQ(specs[1].text(), "ismcts:iterations=10,c=2");
  EXPECT_EQ(specs[2].text(), "heuristic");
}

TEST(BotSpec, BadSpecsAreErrors) {
  EXPECT_THROW(parse_bot_spec(":x=1"), InputError);
  EXPECT_THROW(parse_bot_spec("ismcts:iterations"), InputError);
  EXPECT_THROW(make_vying_bot(parse_bot_spec("nonsense")), InputError);
  EXPECT_THROW(make_vying_bot(parse_bot_spec("random:speed=3")), InputError);
}

TEST(BotParams, BoundsAndDefaults) {
  const BotSpec spec = parse_bot_spec("x:n=5,f=0.5");
  BotParams p(spec);
  EXPECT_EQ(p.integer("n", 1, 0, 10), 5);
  EXPECT_DOUBLE_EQ(p.number("f", 1.0, 0.0, 1.0), 0.5);
  EXPECT_EQ(p.integer("missing", 7, 0, 10), 7);
  EXPECT_NO_THROW(p.done());
  BotParams q(spec);
  EXPECT_THROW(q.integer("n", 1, 0, 4), InputError);
}

}  // namespace
}  // namespace cardroom::bots
