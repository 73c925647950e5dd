#pragma once
// A learned bot's network Q(state, action), read from a model file and computed with Eigen (no
// PyTorch at run time). The file (docs/bots.md, "Model files"), all little-endian:
//   char[4]  magic "CRQN"
//   u32      format version (1)
//   u32      game: 0 seven-twenty-seven, 1 fifteen-thirty-five, 2 five-three-five
//   u32      players the model was trained for
//   u32      features version (env::kLearnedFeaturesVersion)
//   u32      state features S;  u32 action features A
//   u32      hidden layers H;   u32 × H their widths
//   then H + 1 linear layers (inputs S + A, the hidden widths, one output), each as float32
//   weights [out][in] row-major followed by float32 biases [out]; ReLU after every hidden layer.
// The file ends there: any other length is refused.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "core/game_name.h"

namespace cardroom::bots {

inline constexpr char kModelMagic[4] = {'C', 'R', 'Q', 'N'};
inline constexpr std::uint32_t kModelFormatVersion = 1;
// The largest table a model file can be for.
inline constexpr int kMaxModelPlayers = 10;

class LearnedModel {
 public:
  // Reads and checks `path`; throws InputError naming the file and what is wrong with it
  // (missing, truncated, bad magic, unknown version, features of another version, sizes that do
  // not fit the game).
  static std::shared_ptr<const LearnedModel> load(const std::string& path);
  // The same from the file's bytes; `name` is what errors call it.
  static std::shared_ptr<const LearnedModel> parse(std::span<const std::byte> bytes,
                                                   const std::string& name);

  ::cardroom::Game game() const { return game_; }
  int players() const { return players_; }
  int state_size() const { return state_size_; }
  int action_size() const { return action_size_; }
  const std::string& name() const { return name_; }
  std::vector<int> hidden() const;

  // Scratch space for q_values, one per bot (a model is shared between threads, read only).
  struct Workspace {
    Eigen::VectorXf base;
    Eigen::MatrixXf a, b;
  };
  // Q of each of `n` candidates: `actions` holds n rows of action_size() floats. `out` gets n.
  void q_values(std::span<const float> state, std::span<const float> actions, int n,
                Workspace& work, std::vector<float>& out) const;

 private:
  using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  struct Layer {
    RowMajor weights;  // out x in
    Eigen::VectorXf bias;
  };
  ::cardroom::Game game_ = ::cardroom::Game::kFiveThreeFive;
  int players_ = 0;
  int state_size_ = 0;
  int action_size_ = 0;
  std::string name_;
  std::vector<Layer> layers_;
};

// The folder of the shipped models: $CARDROOM_MODELS when set, else the source tree's models/
// (a path compiled in).
std::string models_dir();
// The shipped model of `game`: models_dir()/535.bin, 15-35.bin or 7-27.bin (four players).
std::string shipped_model_path(::cardroom::Game game);
// The size of the shipped model that plays a table of `players` of `game`, 0 when none does:
// its own (GAME-Np.bin, or GAME.bin for 4) when there is one; at a vying table, else the smallest
// larger one, with the missing seats sat out of the deal (env::vying_state_features). Five Three
// Five deals differently at each size: only its own.
int shipped_model_size(::cardroom::Game game, int players);
// The file of that model (models_dir()/15-35-2p.bin); when none plays the table, the game's
// four-player model above, which refuses it.
std::string shipped_model_path(::cardroom::Game game, int players);
// The table sizes the shipped models of `game` play, smallest first.
std::vector<int> shipped_model_sizes(::cardroom::Game game);

}  // namespace cardroom::bots
