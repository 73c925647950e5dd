#include "bots/learned_model.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/input_error.h"
#include "features/learned_features.h"

#ifndef CARDROOM_MODELS_DIR
#define CARDROOM_MODELS_DIR "models"
#endif

namespace cardroom::bots {

namespace {

[[noreturn]] void bad(const std::string& name, const std::string& why) {
  throw InputError("model " + name + ": " + why);
}

class Reader {
 public:
  Reader(std::span<const std::byte> bytes, const std::string& name, std::size_t base)
      : bytes_(bytes), name_(name), base_(base) {}
  std::uint32_t u32(const char* what) {
    need(4, what);
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= std::uint32_t(std::to_integer<std::uint8_t>(bytes_[at_ + std::size_t(i)])) << (8 * i);
    at_ += 4;
    return v;
  }
  void floats(float* out, std::size_t n, const char* what) {
    need(4 * n, what);
    // Little-endian float32, as the machines this runs on (x86-64, arm64) hold them.
    std::memcpy(out, bytes_.data() + at_, 4 * n);
    at_ += 4 * n;
  }
  std::size_t left() const { return bytes_.size() - at_; }
  void need(std::size_t n, const char* what) const {
    if (left() < n) {
      bad(name_, std::string("truncated: ") + what + ": " + std::to_string(n) +
                     " bytes needed at offset " + std::to_string(base_ + at_) + ", only " +
                     std::to_string(left()) + " remain");
    }
  }
 private:
  std::span<const std::byte> bytes_;
  const std::string& name_;
  std::size_t base_;
  std::size_t at_ = 0;
};

int state_size_of(Game game, int players) {
  return game == Game::kFiveThreeFive ? env::five35_state_size(players)
                                      : env::vying_state_size(players);
}
int action_size_of(Game game) {
  return game == Game::kFiveThreeFive ? env::kFive35ActionFeatures : env::kVyingActionFeatures;
}

}  // namespace

std::shared_ptr<const LearnedModel> LearnedModel::load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) bad(path, std::string("cannot open it (") + std::strerror(errno) + ")");
  const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) bad(path, "cannot read it");
  return parse(std::as_bytes(std::span(data.data(), data.size())), path);
}

std::shared_ptr<const LearnedModel> LearnedModel::parse(std::span<const std::byte> bytes,
                                                        const std::string& name) {
  auto model = std::make_shared<LearnedModel>();
  model->name_ = name;
  if (bytes.size() < 4) bad(name, "truncated: " + std::to_string(bytes.size()) + " bytes, not even the magic");
  if (std::memcmp(bytes.data(), kModelMagic, 4) != 0) {
    bad(name, "not a cardroom model file (bad magic; expected \"CRQN\")");
  }
  Reader body(bytes.subspan(4), name, 4);
  const std::uint32_t version = body.u32("the format version");
  if (version != kModelFormatVersion) {
    bad(name, "format version " + std::to_string(version) + ", this build reads version " +
                  std::to_string(kModelFormatVersion));
  }
  const std::uint32_t game = body.u32("the game");
  if (game > 2) bad(name, "unknown game number " + std::to_string(game) + " (0, 1 or 2)");
  model->game_ = static_cast<Game>(game);
  const std::uint32_t players = body.u32("the players");
  if (players < 2 || players > std::uint32_t(kMaxModelPlayers)) {
    bad(name, "players " + std::to_string(players) + " (2 to " + std::to_string(kMaxModelPlayers) +
                  ")");
  }
  model->players_ = int(players);
  const std::uint32_t features = body.u32("the features version");
  if (features != std::uint32_t(env::kLearnedFeaturesVersion)) {
    bad(name, "trained on features version " + std::to_string(features) + ", this build has " +
                  std::to_string(env::kLearnedFeaturesVersion) + " (train it again)");
  }
  const std::uint32_t s = body.u32("the state size");
  const std::uint32_t a = body.u32("the action size");
  const int want_s = state_size_of(model->game_, model->players_);
  const int want_a = action_size_of(model->game_);
  const std::string game_text =
      std::string(game_name(model->game_)) + " with " + std::to_string(players) + " players";
  if (s != std::uint32_t(want_s)) {
    bad(name, "state size " + std::to_string(s) + ", but " + game_text + " has " +
                  std::to_string(want_s));
  }
  if (a != std::uint32_t(want_a)) {
    bad(name, "action size " + std::to_string(a) + ", but " +
                  std::string(game_name(model->game_)) + " has " + std::to_string(want_a));
  }
  model->state_size_ = int(s);
  model->action_size_ = int(a);
  const std::uint32_t hidden = body.u32("the number of hidden layers");
  if (hidden < 1 || hidden > 16) bad(name, std::to_string(hidden) + " hidden layers (1 to 16)");
  std::vector<int> widths{int(s + a)};
  for (std::uint32_t i = 0; i < hidden; ++i) {
    const std::uint32_t w = body.u32("a hidden layer's width");
    if (w < 1 || w > 4096) bad(name, "hidden layer width " + std::to_string(w) + " (1 to 4096)");
    widths.push_back(int(w));
  }
  widths.push_back(1);
  // Checked before anything is allocated, so a header that claims huge layers costs nothing.
  std::size_t floats = 0;
  for (std::size_t l = 0; l + 1 < widths.size(); ++l) {
    floats += std::size_t(widths[l] + 1) * std::size_t(widths[l + 1]);
  }
  body.need(4 * floats, "the layers");
  for (std::size_t l = 0; l + 1 < widths.size(); ++l) {
    Layer layer;
    layer.weights.resize(widths[l + 1], widths[l]);
    layer.bias.resize(widths[l + 1]);
    const std::string what = "layer " + std::to_string(l + 1);
    body.floats(layer.weights.data(), std::size_t(layer.weights.size()), (what + "'s weights").c_str());
    body.floats(layer.bias.data(), std::size_t(layer.bias.size()), (what + "'s biases").c_str());
    if (!layer.weights.allFinite() || !layer.bias.allFinite()) {
      bad(name, what + " holds a weight that is not a finite number");
    }
    model->layers_.push_back(std::move(layer));
  }
  if (body.left() != 0) {
    bad(name, std::to_string(body.left()) + " bytes after the last layer (the sizes in the header "
                                            "do not match the weights)");
  }
  return model;
}

std::vector<int> LearnedModel::hidden() const {
  std::vector<int> out;
  for (std::size_t l = 0; l + 1 < layers_.size(); ++l) out.push_back(int(layers_[l].bias.size()));
  return out;
}

void LearnedModel::q_values(std::span<const float> state, std::span<const float> actions, int n,
                            Workspace& work, std::vector<float>& out) const {
  out.assign(std::size_t(n), 0.0f);
  if (n == 0) return;
  // The first layer's state columns are the same for every candidate: computed once.
  const Layer& first = layers_.front();
  const Eigen::Map<const Eigen::VectorXf> s(state.data(), state_size_);
  const Eigen::Map<const Eigen::MatrixXf> a(actions.data(), action_size_, n);  // a column each
  work.base.noalias() = first.weights.leftCols(state_size_) * s;
  work.base += first.bias;
  work.a.noalias() = first.weights.rightCols(action_size_) * a;
  work.a.colwise() += work.base;
  work.a = work.a.cwiseMax(0.0f);
  for (std::size_t l = 1; l < layers_.size(); ++l) {
    const Layer& layer = layers_[l];
    work.b.noalias() = layer.weights * work.a;
    work.b.colwise() += layer.bias;
    if (l + 1 < layers_.size()) work.b = work.b.cwiseMax(0.0f);
    std::swap(work.a, work.b);
  }
  for (int i = 0; i < n; ++i) out[std::size_t(i)] = work.a(0, i);
}

std::string models_dir() {
  if (const char* dir = std::getenv("CARDROOM_MODELS"); dir && *dir) return dir;
  return CARDROOM_MODELS_DIR;
}

std::string shipped_model_path(Game game) {
  return models_dir() + "/" + std::string(game_alias(game)) + ".bin";
}

namespace {

// GAME-Np.bin, or GAME.bin for four players.
std::string own_size_path(Game game, int players) {
  return players == 4 ? shipped_model_path(game)
                      : models_dir() + "/" + std::string(game_alias(game)) + "-" +
                            std::to_string(players) + "p.bin";
}

}  // namespace

int shipped_model_size(Game game, int players) {
  std::error_code ignored;
  for (int size = std::max(players, 2); size <= kMaxModelPlayers; ++size) {
    if (std::filesystem::exists(own_size_path(game, size), ignored)) return size;
    // A vying table sits its missing seats out in a larger model; Five Three Five deals
    // differently at each size, so a model plays only its own.
    if (game == Game::kFiveThreeFive) break;
  }
  return 0;
}

std::string shipped_model_path(Game game, int players) {
  const int size = shipped_model_size(game, players);
  return size == 0 ? shipped_model_path(game) : own_size_path(game, size);
}

std::vector<int> shipped_model_sizes(Game game) {
  std::vector<int> sizes;
  for (int players = 2; players <= kMaxModelPlayers; ++players) {
    if (shipped_model_size(game, players) != 0) sizes.push_back(players);
  }
  return sizes;
}

}  // namespace cardroom::bots
