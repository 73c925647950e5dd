#include "i18n/said.h"

#include <algorithm>

namespace cardroom::i18n {

const std::string& Said::in(std::string_view lang) const {
  static const std::string nothing;
  if (texts_.empty()) return nothing;
  const auto& langs = languages();
  const auto at = std::find(langs.begin(), langs.end(), lang);
  const auto k = static_cast<std::size_t>(at - langs.begin());
  return k < texts_.size() ? texts_[k] : texts_.front();
}

}  // namespace cardroom::i18n
