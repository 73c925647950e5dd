#include "play/hints.h"

#include "advice/advice.h"
#include "advice/advice_text.h"
#include "i18n/i18n.h"
#include "play/vying_screen.h"

namespace cardroom::play {

namespace {

template <class View>
std::vector<std::string> lines_for(const View& view, std::uint64_t seed, const Style& style) {
  advice::AdviceOptions options;
  options.seed = seed;
  std::vector<std::string> lines{paint(i18n::tr("Hint"), Tone::kBold, style)};
  for (const auto& line : advice::advice_lines(advice::advise(view, options))) {
    for (auto& part : wrap("  " + line, kScreenWidth, 6)) lines.push_back(std::move(part));
  }
  return lines;
}

}  // namespace

std::vector<std::string> hint_lines(const vying::SeatView& view, std::uint64_t seed,
                                    const Style& style) {
  return lines_for(view, seed, style);
}

std::vector<std::string> hint_lines(const five35::View& view, std::uint64_t seed,
                                    const Style& style) {
  return lines_for(view, seed, style);
}

}  // namespace cardroom::play
