#include "server/download_name.h"

#include <chrono>
#include <cstdio>
#include <string_view>
#include <utility>

namespace cardroom::server {

namespace {

// The letters of French (and the rest of Latin-1) that a file name writes without accent.
std::string_view unaccented(char32_t c) {
  static constexpr std::pair<std::u32string_view, std::string_view> kGroups[] = {
      {U"àáâãäåÀÁÂÃÄÅ", "a"}, {U"çÇ", "c"}, {U"èéêëÈÉÊË", "e"}, {U"ìíîïÌÍÎÏ", "i"},
      {U"ñÑ", "n"}, {U"òóôõöøÒÓÔÕÖØ", "o"}, {U"ùúûüÙÚÛÜ", "u"}, {U"ýÿÝŸ", "y"},
      {U"œŒ", "oe"}, {U"æÆ", "ae"}, {U"ß", "ss"}};
  for (const auto& [letters, plain] : kGroups) {
    if (letters.find(c) != std::u32string_view::npos) return plain;
  }
  return {};
}

// The next code point of UTF-8 `text` from `i` (advancing it); U+FFFD for a broken sequence.
char32_t next_code_point(const std::string& text, std::size_t& i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i++);
  if (lead < 0x80) return lead;
  const int more = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : -1;
  if (more < 0 || i + std::size_t(more) > text.size()) return U'\uFFFD';
  char32_t c = lead & (0x3F >> more);
  for (int k = 0; k < more; ++k) {
    if ((byte(i) & 0xC0) != 0x80) return U'\uFFFD';
    c = (c << 6) | (byte(i++) & 0x3F);
  }
  return c;
}

}  // namespace

std::string download_name(const std::string& table_name, std::int64_t unix_ms,
                          const std::string& what) {
  std::string slug;
  const auto dash = [&] {
    if (!slug.empty() && slug.back() != '-') slug += '-';
  };
  for (std::size_t i = 0; i < table_name.size() && slug.size() < 40;) {
    const char32_t c = next_code_point(table_name, i);
    if ((c >= U'a' && c <= U'z') || (c >= U'0' && c <= U'9')) {
      slug += static_cast<char>(c);
    } else if (c >= U'A' && c <= U'Z') {
      slug += static_cast<char>(c - U'A' + U'a');
    } else if (const std::string_view plain = unaccented(c); !plain.empty()) {
      slug += plain;
    } else {
      dash();
    }
  }
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  if (slug.empty()) slug = "table";
  using namespace std::chrono;
  const year_month_day day{floor<days>(sys_time<milliseconds>(milliseconds(unix_ms)))};
  char date[16];
  std::snprintf(date, sizeof date, "%04d-%02u-%02u", static_cast<int>(day.year()),
                static_cast<unsigned>(day.month()), static_cast<unsigned>(day.day()));
  return slug + "-" + date + "-" + what;
}

std::string attachment(const std::string& file_name) {
  return "attachment; filename=\"" + file_name + "\"";
}

}  // namespace cardroom::server
