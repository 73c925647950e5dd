#pragma once
// Model files of networks with random weights, in the layout of bots/learned_model.h, written to
// a scratch folder of this process's own (removed when the tests end): what the tests of the
// learned and guided bots play with, so that they never depend on the shipped models' training.
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "bots/learned_model.h"
#include "core/game_name.h"
#include "core/rng.h"
#include "features/learned_features.h"

namespace cardroom::bots::model_files {

// The model file of a network with random weights (the layout of bots/learned_model.h).
struct ModelSpec {
  std::uint32_t game = 2;
  std::uint32_t players = 4;
  std::uint32_t features = env::kLearnedFeaturesVersion;
  std::int64_t state_delta = 0;  // added to the right state size, to make a mismatched file
  std::vector<std::uint32_t> hidden{16, 8};
};

inline void put_u32(std::string& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(char((v >> (8 * i)) & 0xFF));
}

inline std::string model_bytes(const ModelSpec& m, std::uint64_t seed) {
  const bool five35 = static_cast<::cardroom::Game>(m.game) == ::cardroom::Game::kFiveThreeFive;
  const int s = (five35 ? env::five35_state_size(int(m.players))
                        : env::vying_state_size(int(m.players))) +
                int(m.state_delta);
  const int a = five35 ? env::kFive35ActionFeatures : env::kVyingActionFeatures;
  std::string out = "CRQN";
  put_u32(out, kModelFormatVersion);
  put_u32(out, m.game);
  put_u32(out, m.players);
  put_u32(out, m.features);
  put_u32(out, std::uint32_t(s));
  put_u32(out, std::uint32_t(a));
  put_u32(out, std::uint32_t(m.hidden.size()));
  for (auto h : m.hidden) put_u32(out, h);
  std::vector<std::uint32_t> widths{std::uint32_t(s + a)};
  widths.insert(widths.end(), m.hidden.begin(), m.hidden.end());
  widths.push_back(1);
  Rng rng(seed);
  for (std::size_t l = 0; l + 1 < widths.size(); ++l) {
    const std::size_t n = std::size_t(widths[l]) * widths[l + 1] + widths[l + 1];
    for (std::size_t i = 0; i < n; ++i) {
      const float w = (float(rng.below(2001)) - 1000.0f) / 1000.0f;
      char bytes[4];
      std::memcpy(bytes, &w, 4);
      out.append(bytes, 4);
    }
  }
  return out;
}

// The models the tests write, in a folder of this process's own, removed when the tests end
// (several tests leave theirs for the next checks to read).
inline const std::filesystem::path& scratch_folder() {
  static const struct Folder {
    std::filesystem::path path = std::filesystem::temp_directory_path() /
                                 ("bot_model_files_" + std::to_string(::getpid()));
    Folder() { std::filesystem::create_directories(path); }
    ~Folder() {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  } folder;
  return folder.path;
}

inline std::string write_file(const std::string& name, const std::string& bytes) {
  const auto path = scratch_folder() / name;
  std::ofstream(path, std::ios::binary) << bytes;
  return path.string();
}

inline std::string model_file(const std::string& name, const ModelSpec& m, std::uint64_t seed = 1) {
  return write_file(name, model_bytes(m, seed));
}

}  // namespace cardroom::bots::model_files
