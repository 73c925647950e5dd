#pragma once
// The languages a person reads cardroom in (docs/fr/jouer.md). A message is looked up by its
// English text in the GNU gettext catalogue of the language (po/LANG.po, compiled with msgfmt
// into LOCALE_DIR/LANG/LC_MESSAGES/cardroom.mo when cardroom is built); English is the text
// itself, so a message with no translation, or a language with no catalogue, reads in English.
// The catalogue is read by Boost.Locale itself: no locale needs to be installed on the machine
// (locale-gen), and the language is read from the environment here, not by the C library.
//
// Placeholders are named, "{name} folds.": a translation may move them, and the catalogue test
// (tests/i18n) checks that it uses no name the English text lacks.
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cardroom::i18n {

// The languages with a catalogue, English first: {"en", "fr"}.
const std::vector<std::string>& languages();

// The language we speak for a request: "fr" for "fr_FR.UTF-8", "fr-CA", "FR" or "fr"; "en" for
// anything else (an unknown language is no error: the program speaks English).
std::string language_tag(std::string_view requested);

// The language the environment asks for, as gettext reads it: the first language of LANGUAGE
// (a list "fr:en") that we speak, else LC_ALL, else LC_MESSAGES, else LANG; "en" when none.
// "C" and "POSIX" are English.
std::string language_from_environment();

// The language of this thread's messages: the terminal sets it once; the server for each view
// it renders (LanguageScope). "en" until set.
void set_language(std::string_view lang);
const std::string& language();

// Speaks `lang` until the scope ends, then the language before.
class LanguageScope {
 public:
  explicit LanguageScope(std::string_view lang);
  ~LanguageScope();
  LanguageScope(const LanguageScope&) = delete;
  LanguageScope& operator=(const LanguageScope&) = delete;

 private:
  std::string before_;
};

using Values = std::initializer_list<std::pair<std::string_view, std::string>>;

// "{name}" in `text` replaced by the value named so (an unknown name is left as it is).
std::string fill(std::string text, Values values);

// The message in the thread's language, its placeholders filled.
std::string tr(const char* english, Values values = {});
// A short word whose meaning needs its context to be translated ("declaration", "low"; "rank",
// "K"): the catalogue's msgctxt.
std::string trc(const char* context, const char* english, Values values = {});
// With a plural: `n` picks the form by the language's rule (French: 0 and 1 are singular), and
// fills "{n}" too.
std::string trn(const char* singular, const char* plural, long long n, Values values = {});

// A number written the program's way ("13.5", "-2.78") as the language writes it ("13,5" in
// French): the decimal mark is the catalogue's, so a new language brings its own.
std::string decimal(std::string_view number);
// A percentage ("66" -> "66%", French "66 %" with a no-break space), from the catalogue too.
std::string percent(std::string_view number);

// Marks a message for the catalogue where it is written, to be translated where it is used
// (tr(text) then): gettext's N_.
constexpr const char* N_(const char* english) { return english; }

// Where the catalogues are read from: CARDROOM_LOCALE_DIR when set, else `locale` beside the
// executable, else ../share/cardroom/locale from it, else the build's own folder.
std::string catalogue_dir();

}  // namespace cardroom::i18n
