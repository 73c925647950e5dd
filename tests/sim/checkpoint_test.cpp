// The checkpoint file: what is written is read back exactly, a file of another run is refused
// naming the option that differs, and a damaged file is an error, never a crash.
#include "sim/checkpoint.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

#include "core/input_error.h"
#include "sim/stat_set.h"

namespace cardroom::sim {
namespace {

std::string temp_path() {
  char name[] = "/tmp/cardroom-ckpt-XXXXXX";
  const int fd = mkstemp(name);
  close(fd);
  std::remove(name);
  return name;
}

io::Json run_of(int seed) {
  return {{"command", "simulate"},
          {"game", "fifteen-thirty-five"},
          {"seed", seed},
          {"rule sets", io::Json::array({{{"name", "rules"}, {"rules", {{"deal", "up-down"}}}}})}};
}

TEST(Checkpoint, WhatIsWrittenIsReadBackExactly) {
  const std::string path = temp_path();
  EXPECT_FALSE(read_checkpoint(path).has_value());  // no file: a fresh run
  Schema schema;
  schema.add(MetricInfo{"s", "m", "metric", Unit::kChips, "", "", false});
  schema.add(DistInfo{"s", "d", "dist", "x", Unit::kCount, 0, 1, 5, {}});
  StatSet stats(schema);
  GameValues values(schema);
  for (int i = 0; i < 17; ++i) {
    values.reset();
    values.set(0, 0.1 * i - 1.0 / 3.0);
    stats.dist(0).add(i % 7);
    stats.add_game(values);
  }
  ByteWriter out;
  stats.write(out);
  Checkpoint c{run_of(7), 12, 345, out.bytes() + std::string("\n\0\xff", 3)};
  write_checkpoint(path, c);
  const auto back = read_checkpoint(path);
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->run, c.run);
  EXPECT_EQ(back->blocks_done, 12);
  EXPECT_EQ(back->csv_bytes, 345);
  EXPECT_EQ(back->state, c.state);
  StatSet again(schema);
  ByteReader in(std::string_view(back->state).substr(0, out.bytes().size()), "test");
  again.read(in);
  in.finish();
  EXPECT_EQ(again.games(), 17);
  EXPECT_EQ(again.metric(0).mean(), stats.metric(0).mean());
  EXPECT_EQ(again.metric(0).variance(), stats.metric(0).variance());
  EXPECT_EQ(again.dist(0).count(3), stats.dist(0).count(3));
  EXPECT_EQ(again.dist(0).over(), stats.dist(0).over());
  std::remove(path.c_str());
}

TEST(Checkpoint, AnotherRunIsRefusedNamingTheDifference) {
  EXPECT_NO_THROW(check_same_run("f", run_of(7), run_of(7)));
  try {
    check_same_run("f.ckpt", run_of(8), run_of(7));
    FAIL() << "a different seed was accepted";
  } catch (const InputError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("--checkpoint f.ckpt"), std::string::npos) << what;
    EXPECT_NE(what.find("seed: 7 there, 8 here"), std::string::npos) << what;
  }
  io::Json other = run_of(7);
  other["rule sets"][0]["rules"]["deal"] = "three-down";
  try {
    check_same_run("f", other, run_of(7));
    FAIL() << "different rules were accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("rule sets[0].rules.deal"), std::string::npos) << e.what();
  }
}

TEST(Checkpoint, DamagedFilesAreErrors) {
  const std::string path = temp_path();
  for (const std::string& text :
       {std::string("not json\n"), std::string("{\"checkpoint\": \"something else\"}\n"),
        std::string("no line at all"),
        std::string("{\"checkpoint\": \"cardroom checkpoint 1\", \"run\": {}, \"blocks_done\": 1, "
                    "\"csv_bytes\": 0, \"state_bytes\": 10}\nshort")}) {
    std::ofstream(path, std::ios::binary) << text;
    EXPECT_THROW(read_checkpoint(path), InputError) << text;
  }
  std::remove(path.c_str());
  EXPECT_THROW(write_checkpoint("/nonexistent-dir/x.ckpt", Checkpoint{}), InputError);
}

TEST(Checkpoint, ImagesOfAnotherShapeAreRefused) {
  Schema small, large;
  small.add(DistInfo{"s", "d", "dist", "x", Unit::kCount, 0, 1, 5, {}});
  large.add(DistInfo{"s", "d", "dist", "x", Unit::kCount, 0, 1, 9, {}});
  ByteWriter out;
  StatSet(small).write(out);
  StatSet other(large);
  ByteReader in(out.bytes(), "test");
  EXPECT_THROW(other.read(in), InputError);
}

}  // namespace
}  // namespace cardroom::sim
