#include "i18n/i18n.h"

#include <algorithm>
#include <boost/locale/generator.hpp>
#include <boost/locale/message.hpp>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <locale>
#include <map>
#include <mutex>

namespace cardroom::i18n {

namespace {

namespace fs = std::filesystem;

thread_local std::string current_language = "en";

fs::path executable_dir() {
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::path() : exe.parent_path();
}

bool has_catalogues(const fs::path& dir) {
  std::error_code error;
  return !dir.empty() && fs::is_directory(dir, error);
}

// "fr" of "fr_FR.UTF-8@euro", "fr-CA", "FR".
std::string primary_subtag(std::string_view requested) {
  std::string tag;
  for (char c : requested) {
    if (c == '_' || c == '-' || c == '.' || c == '@') break;
    tag += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return tag;
}

// The catalogue of a language, read once (a locale whose messages facet holds it).
const std::locale& load_catalogue(const std::string& lang) {
  static std::mutex mutex;
  static std::map<std::string, std::locale> loaded;
  const std::lock_guard lock(mutex);
  auto it = loaded.find(lang);
  if (it == loaded.end()) {
    boost::locale::generator generator;
    generator.add_messages_path(catalogue_dir());
    generator.add_messages_domain("cardroom");
    // Only the messages are used: the locale's name needs no system locale (locale-gen).
    it = loaded.emplace(lang, generator(lang + ".UTF-8")).first;
  }
  return it->second;
}

// Each thread keeps the catalogues it has used, so that a server's threads looking up the lines
// they tell share no lock (a loaded locale is never moved or dropped).
const std::locale& catalogue(const std::string& lang) {
  thread_local std::map<std::string, const std::locale*> known;
  const std::locale*& found = known[lang];
  if (!found) found = &load_catalogue(lang);
  return *found;
}

}  // namespace

std::string catalogue_dir() {
  static const std::string dir = [] {
    if (const char* env = std::getenv("CARDROOM_LOCALE_DIR"); env && *env) return std::string(env);
    const fs::path exe = executable_dir();
    for (const fs::path& candidate : {exe / "locale", exe / ".." / "share" / "cardroom" / "locale"}) {
      if (has_catalogues(candidate)) return candidate.lexically_normal().string();
    }
    return std::string(CARDROOM_BUILD_LOCALE_DIR);
  }();
  return dir;
}

const std::vector<std::string>& languages() {
  static const std::vector<std::string> list = [] {
    std::vector<std::string> found;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(catalogue_dir(), error)) {
      const std::string name = entry.path().filename().string();
      if (name != "en" && fs::exists(entry.path() / "LC_MESSAGES" / "cardroom.mo", error)) {
        found.push_back(name);
      }
    }
    std::sort(found.begin(), found.end());
    found.insert(found.begin(), "en");
    return found;
  }();
  return list;
}

std::string language_tag(std::string_view requested) {
  const std::string tag = primary_subtag(requested);
  const auto& known = languages();
  return std::find(known.begin(), known.end(), tag) != known.end() ? tag : "en";
}

std::string language_from_environment() {
  const auto get = [](const char* name) -> std::string_view {
    const char* value = std::getenv(name);
    return value ? std::string_view(value) : std::string_view();
  };
  // gettext reads LANGUAGE only when the locale is not "C": the C library's rule, which would
  // make every test machine (C.UTF-8) English. Here a language asked for is a language spoken.
  std::string_view list = get("LANGUAGE");
  while (!list.empty()) {
    const auto colon = list.find(':');
    const std::string_view item = list.substr(0, colon);
    const std::string tag = primary_subtag(item);
    if (!tag.empty() && tag != "c" && tag != "posix" && language_tag(item) == tag) return tag;
    list = colon == std::string_view::npos ? std::string_view() : list.substr(colon + 1);
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    if (const std::string_view value = get(name); !value.empty()) return language_tag(value);
  }
  return "en";
}

void set_language(std::string_view lang) { current_language = language_tag(lang); }

const std::string& language() { return current_language; }

LanguageScope::LanguageScope(std::string_view lang) : before_(current_language) { set_language(lang); }

LanguageScope::~LanguageScope() { current_language = before_; }

std::string fill(std::string text, Values values) {
  for (const auto& [name, value] : values) {
    const std::string mark = "{" + std::string(name) + "}";
    for (auto at = text.find(mark); at != std::string::npos; at = text.find(mark, at + value.size())) {
      text.replace(at, mark.size(), value);
    }
  }
  return text;
}

std::string tr(const char* english, Values values) {
  if (current_language == "en") return fill(english, values);
  return fill(boost::locale::translate(english).str(catalogue(current_language)), values);
}

std::string trc(const char* context, const char* english, Values values) {
  if (current_language == "en") return fill(english, values);
  return fill(boost::locale::translate(context, english).str(catalogue(current_language)), values);
}

std::string trn(const char* singular, const char* plural, long long n, Values values) {
  std::string text = current_language == "en"
                         ? std::string(n == 1 ? singular : plural)
                         : boost::locale::translate(singular, plural, n).str(catalogue(current_language));
  return fill(fill(std::move(text), {{"n", std::to_string(n)}}), values);
}

std::string decimal(std::string_view number) {
  // TRANSLATORS: the decimal mark of numbers such as 13.5 ("," in French).
  const std::string mark = trc("decimal mark", ".");
  std::string text(number);
  if (const auto dot = text.find('.'); dot != std::string::npos) text.replace(dot, 1, mark);
  return text;
}

std::string percent(std::string_view number) {
  // TRANSLATORS: a percentage; French puts a no-break space (U+00A0) before the sign.
  return trc("percentage", "{n}%", {{"n", decimal(number)}});
}

}  // namespace cardroom::i18n
