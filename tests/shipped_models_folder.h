#pragma once
// A folder holding only some of the shipped models, copied from the source tree's models/, that
// $CARDROOM_MODELS names while the object lives (the binaries and bots started meanwhile read
// their shipped models there): for the tests of a table size no shipped model plays, which the
// shipped folder itself may no longer have.
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

namespace cardroom::testing {

class ShippedModelsFolder {
 public:
  // `files`: names in models/ ("535.bin", "15-35-6p.bin").
  explicit ShippedModelsFolder(const std::vector<std::string>& files) {
    const std::filesystem::path shipped =
        std::filesystem::path(CARDROOM_TEST_DATA).parent_path().parent_path() / "models";
    std::filesystem::create_directories(path_);
    for (const std::string& f : files) std::filesystem::copy_file(shipped / f, path_ / f);
    if (const char* before = std::getenv("CARDROOM_MODELS")) before_ = before;
    ::setenv("CARDROOM_MODELS", path_.c_str(), 1);
  }
  ~ShippedModelsFolder() {
    if (before_) {
      ::setenv("CARDROOM_MODELS", before_->c_str(), 1);
    } else {
      ::unsetenv("CARDROOM_MODELS");
    }
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ShippedModelsFolder(const ShippedModelsFolder&) = delete;
  ShippedModelsFolder& operator=(const ShippedModelsFolder&) = delete;

 private:
  std::filesystem::path path_ = std::filesystem::temp_directory_path() /
                                ("shipped_models_" + std::to_string(::getpid()));
  std::optional<std::string> before_;
};

}  // namespace cardroom::testing
