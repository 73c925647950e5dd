import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Catalogue, catalogueLangs, codeMessages, icuSummary, parsePo, readCatalogue, SOURCE_LANG,
} from "../scripts/catalogues.mjs";
import {
  activate, chooseLang, currentLang, DEFAULT_LANG, detectLang, formatNumber, i18n, LANG_KEY, langName, LANGS, langOfTag,
  startLanguage,
} from "./i18n";
import { connLabel, initialConn } from "./model/connection";
import { refusalText } from "./model/refusals";
import { seatName } from "./model/seats";

// The plural forms every plural of a language's messages must give: the language's CLDR
// categories that its numbers use (French: 0 and 1 are "one", the rest "other"; CLDR's "many"
// is only for millions written as "1 million de", which no message counts). Other languages:
// all of their CLDR categories.
const PLURAL_FORMS: Record<string, string[]> = { en: ["one", "other"], fr: ["one", "other"] };
const pluralForms = (lang: string) => PLURAL_FORMS[lang] ?? new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

/** What is wrong with one message of `lang` (its English in `english`), in words. */
function messageProblems(lang: string, id: string, message: string | null, english: string | null): string[] {
  if (!message) return [`${lang} ${id}: no translation`];
  let mine;
  try {
    mine = icuSummary(message);
  } catch (e) {
    return [`${lang} ${id}: does not parse: ${(e as Error).message}`];
  }
  const problems: string[] = [];
  if (english !== null && lang !== SOURCE_LANG) {
    const theirs = icuSummary(english).placeholders;
    const extra = mine.placeholders.filter((p) => !theirs.includes(p));
    const lost = theirs.filter((p) => !mine.placeholders.includes(p));
    if (extra.length) problems.push(`${lang} ${id}: placeholders the English lacks: ${extra.join(", ")}`);
    if (lost.length) problems.push(`${lang} ${id}: leaves out the English's placeholders: ${lost.join(", ")}`);
  }
  const allowed = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
  for (const p of mine.plurals) {
    const missing = pluralForms(lang).filter((form) => !p.keys.includes(form));
    if (missing.length) problems.push(`${lang} ${id}: the plural of {${p.name}} has no ${missing.join(", ")}`);
    const unknown = p.keys.filter((k) => !allowed.has(k as Intl.LDMLPluralRule) && !/^=\d+$/.test(k));
    if (unknown.length) problems.push(`${lang} ${id}: the plural of {${p.name}} has forms ${lang} has not: ${unknown.join(", ")}`);
  }
  for (const s of mine.selects) {
    if (!s.keys.includes("other")) problems.push(`${lang} ${id}: the select of {${s.name}} has no other`);
  }
  return problems;
}

/** What is wrong with a catalogue, against the English one. */
function catalogueProblems(cat: Catalogue, english: Catalogue): string[] {
  const problems: string[] = [];
  for (const e of cat.entries) {
    if (e.obsolete) { problems.push(`${cat.lang} ${e.msgid}: obsolete (npm run extract removes it)`); continue; }
    const en = english.byId.get(e.msgid);
    if (!en && cat.lang !== SOURCE_LANG) problems.push(`${cat.lang} ${e.msgid}: not in the English catalogue`);
    problems.push(...messageProblems(cat.lang, e.msgid, e.msgstr, en?.msgstr ?? null));
  }
  for (const id of english.byId.keys()) {
    if (!cat.byId.has(id)) problems.push(`${cat.lang} ${id}: missing (npm run extract, then translate it)`);
  }
  return problems;
}

const po = (entries: [string, string][], lang = "fr"): Catalogue => {
  const parsed = parsePo(entries.map(([id, str]) => `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(str)}\n`).join("\n"));
  return { lang, path: `${lang}.po`, entries: parsed, byId: new Map(parsed.map((e) => [e.msgid, e])) };
};

describe("the catalogues", () => {
  const english = readCatalogue(SOURCE_LANG);

  it("are one per language the switch offers", () => {
    expect([...LANGS].sort()).toEqual(catalogueLangs());
    expect(LANGS[0]).toBe("en");
    expect(english.entries.length).toBeGreaterThan(150);
  });

  it("name each language in that language, from the platform (no table to keep)", () => {
    expect(langName("en")).toBe("English");
    expect(langName("fr")).toBe("Français");
  });

  for (const lang of catalogueLangs()) {
    it(`${lang}: every message translated, parsed, with the English's placeholders and every plural form`, () => {
      expect(catalogueProblems(readCatalogue(lang), english)).toEqual([]);
    });
  }

  it("hold every message of the code, as the code says it (npm run extract)", () => {
    const code = codeMessages();
    expect(code.length).toBeGreaterThan(150);
    const stale = code.filter((m) => english.byId.get(m.id)?.msgstr !== m.message)
      .map((m) => `${m.file}: ${m.id}: ${JSON.stringify(m.message)} ≠ ${JSON.stringify(english.byId.get(m.id)?.msgstr)}`);
    expect(stale).toEqual([]);
    const ids = new Set(code.map((m) => m.id));
    expect([...english.byId.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });

  it("the check finds an empty translation, a foreign placeholder, a lost plural form, a broken message", () => {
    const en = po([["a", "{count, plural, one {# card} other {# cards}}"], ["b", "Hi {name}"], ["c", "x"], ["d", "y"]], "en");
    const fr = po([
      ["a", "{count, plural, other {# cartes}}"],
      ["b", "Salut {nom}"],
      ["c", ""],
      ["d", "{oops"],
    ]);
    expect(catalogueProblems(en, en)).toEqual([]);
    expect(catalogueProblems(fr, en)).toEqual([
      "fr a: the plural of {count} has no one",
      "fr b: placeholders the English lacks: nom",
      "fr b: leaves out the English's placeholders: name",
      "fr c: no translation",
      expect.stringMatching(/^fr d: does not parse/),
    ]);
    expect(catalogueProblems(po([["a", "{g, select, x {X}}"]]), po([["a", "{g, select, x {X} other {Y}}"]], "en")))
      .toEqual(["fr a: the select of {g} has no other"]);
    // An apostrophe before a brace quotes it up to the next apostrophe: the placeholder is lost
    // (French writes ’).
    expect(icuSummary("l'{name}' et {n}").placeholders).toEqual(["n"]);
    expect(icuSummary("l’{name} {n, plural, one {# a} other {# b}}").placeholders).toEqual(["n", "name"]);
  });
});

describe("the language", () => {
  it("is the browser's first language the app speaks, else English", () => {
    expect(detectLang(["fr-FR", "en"])).toBe("fr");
    expect(detectLang(["de", "en-GB"])).toBe("en");
    expect(detectLang(["de"])).toBe("en");
    expect(detectLang(["de-CH", "FR-ca", "en"])).toBe("fr");
    expect(detectLang([])).toBe(DEFAULT_LANG);
    expect(detectLang(undefined)).toBe("en");
    expect(langOfTag("fr_BE")).toBe("fr");
    expect(langOfTag("frr")).toBe(null);
  });

  it("is the stored choice before the browser's", () => {
    expect(detectLang(["fr-FR"], "en")).toBe("en");
    expect(detectLang(["en-US"], "fr")).toBe("fr");
    expect(detectLang(["fr-FR"], "klingon")).toBe("fr");
    expect(detectLang(["de"], null)).toBe("en");
  });

  describe("in a page", () => {
    const store = new Map<string, string>();
    const html = { lang: "en" };
    const page = (languages: string[]) => {
      vi.stubGlobal("navigator", { languages, language: languages[0] });
      vi.stubGlobal("localStorage", {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      });
      vi.stubGlobal("document", { documentElement: html });
    };
    afterEach(() => {
      vi.unstubAllGlobals();
      store.clear();
      activate("en");
    });

    it("starts in the browser's language and sets <html lang>", () => {
      page(["fr-FR", "en"]);
      expect(startLanguage()).toBe("fr");
      expect(currentLang()).toBe("fr");
      expect(html.lang).toBe("fr");
    });

    it("remembers the switch's choice, which wins over the browser at the next start", () => {
      page(["fr-FR", "en"]);
      chooseLang("en");
      expect(store.get(LANG_KEY)).toBe("en");
      expect(html.lang).toBe("en");
      activate("fr");
      expect(startLanguage()).toBe("en");
      page(["en-US"]);
      chooseLang("fr");
      expect(startLanguage()).toBe("fr");
      expect(html.lang).toBe("fr");
    });
  });
});

describe("the messages", () => {
  afterEach(() => activate("en"));

  it("are English by default", () => {
    expect(currentLang()).toBe("en");
    expect(i18n._("create.title")).toBe("Open a table");
    expect(refusalText({ code: "seat-taken", values: { seat: 2 }, message: "" })).toBe("Someone already sits in seat 3.");
    expect(connLabel({ ...initialConn, status: "waiting", attempt: 1, retryInMs: 2000 })).toBe("reconnecting… (next try in 2 s)");
  });

  it("are French once activated", () => {
    activate("fr");
    expect(i18n._("create.title")).toBe("Ouvrir une table");
    expect(i18n._("create.submit")).toBe("Ouvrir la table");
    expect(i18n._("tables.ask-to-join")).toBe("Demander à rejoindre");
    expect(seatName(0)).toBe("Siège 1");
    expect(refusalText({ code: "seat-taken", values: { seat: 2 }, message: "" })).toBe("Quelqu’un est déjà assis au siège 3.");
    expect(refusalText({ code: "player-leaving", values: { name: "Ann" }, message: "" })).toBe("Ann quitte la table.");
    expect(connLabel({ ...initialConn, status: "open" })).toBe("connecté");
  });

  it("count with the language's plurals: in French 0 and 1 are singular", () => {
    const check = (call: number) => refusalText({ code: "check-facing-bet", values: { call }, message: "" });
    activate("fr");
    expect(check(0)).toBe("Vous ne pouvez pas checker\u00a0: il y a 0 jeton à suivre.");
    expect(check(1)).toMatch(/il y a 1 jeton à suivre/);
    expect(check(2)).toMatch(/il y a 2 jetons à suivre/);
    expect(i18n._("tables.hands-played", { count: 0 })).toBe("0 donne jouée");
    expect(i18n._("tables.hands-played", { count: 1 })).toBe("1 donne jouée");
    expect(i18n._("tables.hands-played", { count: 2 })).toBe("2 donnes jouées");
    activate("en");
    expect(check(0)).toBe("You can't check: there are 0 chips to call.");
    expect(check(1)).toBe("You can't check: there is 1 chip to call.");
    expect(check(2)).toBe("You can't check: there are 2 chips to call.");
    expect(i18n._("tables.hands-played", { count: 1 })).toBe("1 hand played");
  });

  it("write numbers as the language does", () => {
    const text = () => refusalText({ code: "out-of-range", values: { where: "betting.max", value: 25000, lo: 1, hi: 20000 }, message: "" });
    expect(text()).toBe("The largest bet must be between 1 and 20,000 (not 25,000).");
    activate("fr");
    expect(formatNumber(20000)).toMatch(/^20\s000$/);
    expect(text()).toBe(`La mise maximale\u00a0: la valeur doit être comprise entre 1 et ${formatNumber(20000)} (et non ${formatNumber(25000)}).`);
    expect(i18n._("tables.hands-played", { count: 1500 })).toBe(`${formatNumber(1500)} donnes jouées`);
  });
});
