#pragma once
// A line told to people who read different languages: a server table's log is one story and
// every connection reads it in the language it asked for (/ws?lang=fr). A line is put into words
// once in each language with a catalogue, at the moment it is said: the narrator runs once per
// language, and sending a view costs a lookup, not a translation. The same sentences as the
// terminal's, from the same catalogue (docs/server.md, "Languages").
#include <string>
#include <string_view>
#include <vector>

#include "i18n/i18n.h"

namespace cardroom::i18n {

class Said {
 public:
  Said() = default;
  // `texts[k]` is the line in languages()[k].
  explicit Said(std::vector<std::string> texts) : texts_(std::move(texts)) {}

  // The line in `lang` ("fr"; English for a language we have no catalogue for).
  const std::string& in(std::string_view lang) const;

 private:
  std::vector<std::string> texts_;
};

// The lines `tell()` puts into words, told in every language: `tell` (returning a
// std::vector<std::string>) runs once per language, so it must only build text, never change
// anything, and must say as many lines in each.
template <class Tell>
std::vector<Said> said_lines(const Tell& tell) {
  const std::vector<std::string>& langs = languages();
  std::vector<std::vector<std::string>> by_language;
  by_language.reserve(langs.size());
  for (const std::string& lang : langs) {
    const LanguageScope scope(lang);
    by_language.push_back(tell());
  }
  std::vector<Said> lines;
  lines.reserve(by_language.front().size());
  for (std::size_t i = 0; i < by_language.front().size(); ++i) {
    std::vector<std::string> texts;
    texts.reserve(langs.size());
    for (const auto& told : by_language) {
      texts.push_back(i < told.size() ? told[i] : by_language.front()[i]);
    }
    lines.emplace_back(std::move(texts));
  }
  return lines;
}

// One line, `tell()` returning a std::string.
template <class Tell>
Said said(const Tell& tell) {
  return said_lines([&tell] { return std::vector<std::string>{tell()}; }).front();
}

}  // namespace cardroom::i18n
