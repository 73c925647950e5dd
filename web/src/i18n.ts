// The page's language: the Lingui instance, the catalogues, which language to use (the one the
// player chose in the page, else the browser's first language that the app speaks, else
// English), and the formatting of numbers and dates in that language.
//
// Messages are ICU ("{count, plural, one {# card} other {# cards}}") with explicit ids, written
// as `i18n._({ id, message, values })` with literal strings for `id` and `message` (id
// "create.title", message "Open a table"): `npm run extract` (lingui extract) collects them
// into src/locales/LANG/messages.po, and the Lingui Vite plugin compiles each catalogue when
// the app is built, so nothing parses a message at run time. A component that
// shows messages reads `i18n` from @lingui/react's `useLingui()` so that it is drawn again when
// the language changes; a module of src/model/ imports `i18n` from here.
//
// The DOM (localStorage, navigator, <html lang>) is touched only by the functions that say so,
// when called: importing this module only loads the catalogues and activates English.
import { i18n, type Messages } from "@lingui/core";

// Every catalogue, compiled by the Lingui Vite plugin (src/locales/LANG/messages.po): a new
// language is a new folder, and nothing here changes.
const compiled = import.meta.glob<Messages>("./locales/*/messages.po", { eager: true, import: "messages" });
const catalogues: Record<string, Messages> = {};
for (const [path, messages] of Object.entries(compiled)) {
  const lang = /\/locales\/([^/]+)\/messages\.po$/.exec(path)?.[1];
  if (lang) catalogues[lang] = messages;
}

/** A language the app speaks: the name of a folder under src/locales ("en", "fr"). */
export type Lang = string;

/** The source language, and the one when the browser speaks none of LANGS. */
export const DEFAULT_LANG: Lang = "en";

/** The languages the app speaks, the source language first. */
export const LANGS: Lang[] = [DEFAULT_LANG, ...Object.keys(catalogues).filter((l) => l !== DEFAULT_LANG).sort()];

/** A language's name in that language, as the page's switch offers it ("Français"): from the
 * platform's own names (Intl.DisplayNames), so a new language needs no line of code. */
export function langName(lang: Lang): string {
  const name = new Intl.DisplayNames([lang], { type: "language" }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** Where the player's choice is kept. */
export const LANG_KEY = "cardroom.lang";

i18n.load(catalogues);
i18n.activate(DEFAULT_LANG);

export { i18n };

export function isLang(tag: unknown): tag is Lang {
  return typeof tag === "string" && LANGS.includes(tag);
}

/** The app's language for a BCP 47 tag ("fr-CA" → "fr", "EN" → "en"), or null. */
export function langOfTag(tag: string | null | undefined): Lang | null {
  const primary = String(tag ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return isLang(primary) ? primary : null;
}

/**
 * The language to use: the stored choice if it is one of LANGS, else the first of the browser's
 * languages (`navigator.languages`, in the browser's order) that the app speaks, else English.
 */
export function detectLang(browser: readonly string[] | null | undefined, stored?: string | null): Lang {
  if (isLang(stored)) return stored;
  for (const tag of browser ?? []) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** The language shown now. */
export const currentLang = (): Lang => (isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG);

/** Shows the page in `lang`: every message from now on, and `<html lang>` (when there is a page). */
export function activate(lang: Lang): void {
  if (i18n.locale !== lang) i18n.activate(lang);
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}

function storedLang(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(LANG_KEY);
  } catch {
    return null; // storage refused (privacy settings): the browser's language decides
  }
}

function browserLangs(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** At start: the stored choice, else the browser's language (detectLang), activated. */
export function startLanguage(): Lang {
  const lang = detectLang(browserLangs(), storedLang());
  activate(lang);
  return lang;
}

/** The player's choice from the page's switch: shown at once and remembered in this browser. */
export function chooseLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // not kept, but shown
  }
  activate(lang);
}

/** A number as the language writes it ("1,500" / "1 500"). */
export const formatNumber = (n: number, options?: Intl.NumberFormatOptions): string => i18n.number(n, options);

/** A date (or time) as the language writes it; `options` as Intl.DateTimeFormat's. */
export const formatDate = (d: Date | number | string, options?: Intl.DateTimeFormatOptions): string =>
  i18n.date(typeof d === "number" ? new Date(d) : d, options);

/**
 * A value for a message's placeholder: a number as the language writes it, anything else as
 * text. (A plural's count is passed as the number itself: Lingui formats its `#`.)
 */
export const shown = (v: unknown): string =>
  typeof v === "number" && Number.isFinite(v) ? formatNumber(v) : String(v ?? "");
