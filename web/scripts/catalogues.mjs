#!/usr/bin/env node
// The message catalogues (src/locales/LANG/messages.po) as data, for the unit test that checks
// them (src/i18n.test.ts) and for `npm run extract`, which runs this file after lingui extract:
//
//   node scripts/catalogues.mjs annotate    writes the English of each message, as a translator
//                                           comment "# en: …", above it in every other catalogue
//
// A small PO reader (the subset lingui extract writes: comments, msgctxt, msgid, msgstr, strings
// on several lines) and a small ICU MessageFormat reader (text, {name}, {name, type, style},
// plural/selectordinal/select with their cases, #, apostrophe quoting), so that the test sees
// each message's placeholders and plural forms without a parser from elsewhere.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const webRoot = resolve(here, "..");
export const localesDir = join(webRoot, "src", "locales");
export const SOURCE_LANG = "en";

/** The languages: the folders under src/locales. */
export function catalogueLangs() {
  return readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

export const cataloguePath = (lang) => join(localesDir, lang, "messages.po");

// --- PO ------------------------------------------------------------------------------------------

function unquote(line, where) {
  const m = /^"((?:[^"\\]|\\.)*)"\s*$/.exec(line);
  if (!m) throw new Error(`${where}: not a PO string: ${line}`);
  return m[1].replace(/\\(.)/g, (_, c) => ({ n: "\n", t: "\t", r: "\r", '"': '"', "\\": "\\" })[c] ?? c);
}

/**
 * A PO file's entries, in order: {msgid, msgstr, msgctxt, comments (translator's "# "),
 * extracted ("#. "), references ("#: "), flags ("#, "), obsolete, line}. The header (msgid "")
 * is left out.
 */
export function parsePo(text, name = "messages.po") {
  const entries = [];
  let entry = null;
  let field = null;
  const start = (line) => {
    if (!entry) entry = { msgid: null, msgstr: null, msgctxt: null, comments: [], extracted: [], references: [], flags: [], obsolete: false, line };
    return entry;
  };
  const finish = () => {
    if (entry && entry.msgid !== null && entry.msgid !== "") entries.push(entry);
    entry = null;
    field = null;
  };
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const where = `${name}:${i + 1}`;
    let line = raw.trim();
    if (line === "") { finish(); return; }
    let obsolete = false;
    if (line.startsWith("#~")) { obsolete = true; line = line.slice(2).trim(); }
    if (line.startsWith("#")) {
      // A comment after a msgstr starts the next entry.
      if (entry && entry.msgstr !== null) finish();
      const e = start(i + 1);
      const kind = line[1];
      const body = line.slice(2).trim();
      if (kind === ".") e.extracted.push(body);
      else if (kind === ":") e.references.push(...body.split(/\s+/).filter(Boolean));
      else if (kind === ",") e.flags.push(...body.split(",").map((f) => f.trim()).filter(Boolean));
      else if (kind === "|") { /* previous msgid: ignored */ }
      else e.comments.push(line.slice(1).trim());
      return;
    }
    const m = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+(".*)$/.exec(line);
    if (m) {
      if (m[1] === "msgid" && entry && entry.msgstr !== null) finish();
      const e = start(i + 1);
      if (obsolete) e.obsolete = true;
      field = m[1] === "msgstr[0]" ? "msgstr" : m[1];
      if (field === "msgid_plural" || /^msgstr\[/.test(field)) {
        throw new Error(`${where}: gettext plurals (${m[1]}) are not used: write an ICU plural in msgstr`);
      }
      e[field] = unquote(m[2], where);
      return;
    }
    if (line.startsWith('"') && entry && field) {
      entry[field] += unquote(line, where);
      return;
    }
    throw new Error(`${where}: cannot read this line: ${raw}`);
  });
  finish();
  return entries;
}

/** One language's catalogue: its entries (parsePo) and a Map by msgid. */
export function readCatalogue(lang) {
  const path = cataloguePath(lang);
  const entries = parsePo(readFileSync(path, "utf8"), relative(webRoot, path));
  return { lang, path, entries, byId: new Map(entries.map((e) => [e.msgid, e])) };
}

// --- ICU MessageFormat ---------------------------------------------------------------------------

const PLURAL_TYPES = new Set(["plural", "selectordinal"]);

/**
 * Reads an ICU message; throws on a syntax error. Returns {placeholders: the names of every
 * argument, nested ones too; plurals: [{name, type, keys}] for each plural and selectordinal;
 * selects: [{name, keys}]}.
 */
export function icuSummary(message) {
  const placeholders = new Set();
  const plurals = [];
  const selects = [];
  let i = 0;
  const fail = (why) => { throw new Error(`${why} at ${i} in ${JSON.stringify(message)}`); };
  const skipSpace = () => { while (i < message.length && /\s/.test(message[i])) i++; };
  const word = () => {
    skipSpace();
    const m = /^[^\s{},#]+/.exec(message.slice(i));
    if (!m) fail("expected a name");
    i += m[0].length;
    skipSpace();
    return m[0];
  };
  // Text up to the closing brace of the enclosing case (or the end, at the top).
  const text = (inPlural, depth) => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") { i += 2; continue; }
        if (next === "{" || next === "}" || (inPlural && next === "#")) {
          // Up to the next apostrophe; without one, the apostrophe is only itself (as Lingui reads it).
          const close = message.indexOf("'", i + 1);
          i = close < 0 ? i + 1 : close + 1;
          continue;
        }
        i++;
        continue;
      }
      if (c === "{") { argument(); continue; }
      if (c === "}") {
        if (depth === 0) fail("unmatched }");
        return;
      }
      i++;
    }
    if (depth > 0) fail("unclosed {");
  };
  const cases = (inPlural) => {
    const keys = [];
    skipSpace();
    if (inPlural && message.startsWith("offset:", i)) {
      i += "offset:".length;
      word();
    }
    while (i < message.length && message[i] !== "}") {
      const key = word();
      if (keys.includes(key)) fail(`case ${key} twice`);
      keys.push(key);
      if (message[i] !== "{") fail(`expected { after ${key}`);
      i++;
      text(inPlural, 1);
      if (message[i] !== "}") fail("unclosed case");
      i++;
      skipSpace();
    }
    if (!keys.length) fail("no case");
    return keys;
  };
  const argument = () => {
    i++; // {
    const name = word();
    placeholders.add(name);
    if (message[i] === "}") { i++; return; }
    if (message[i] !== ",") fail(`expected , or } after ${name}`);
    i++;
    const type = word();
    if (PLURAL_TYPES.has(type) || type === "select") {
      if (message[i] !== ",") fail(`expected , after ${type}`);
      i++;
      const keys = cases(PLURAL_TYPES.has(type));
      if (PLURAL_TYPES.has(type)) plurals.push({ name, type, keys });
      else selects.push({ name, keys });
    } else if (message[i] === ",") {
      const close = message.indexOf("}", i);
      if (close < 0) fail("unclosed style");
      i = close;
    }
    if (message[i] !== "}") fail(`unclosed argument ${name}`);
    i++;
  };
  text(false, 0);
  return { placeholders: [...placeholders].sort(), plurals, selects };
}

// --- the code's messages -------------------------------------------------------------------------

const CALL = /\bi18n\._\(\{\s*id:\s*"([^"\\]+)",\s*message:\s*("(?:[^"\\]|\\.)*")/g;

/**
 * Every `i18n._({ id: "…", message: "…" })` under src (tests left out), as {id, message, file}:
 * what lingui extract puts into the English catalogue.
 */
export function codeMessages(dir = join(webRoot, "src")) {
  const out = [];
  for (const ent of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, ent.name);
    if (ent.isDirectory()) { if (ent.name !== "locales") out.push(...codeMessages(path)); continue; }
    if (!/\.tsx?$/.test(ent.name) || /\.test\.ts$|\.test-data\.ts$|\.d\.ts$/.test(ent.name)) continue;
    const text = readFileSync(path, "utf8");
    for (const m of text.matchAll(CALL)) out.push({ id: m[1], message: JSON.parse(m[2]), file: relative(webRoot, path) });
  }
  return out;
}

// --- annotate --------------------------------------------------------------------------------------

const EN_NOTE = "en: ";

/** Puts "# en: ENGLISH" above each message of a non-source catalogue (replacing an older one). */
export function annotate(text, english, name) {
  const blocks = text.split(/\n\n/);
  return blocks.map((block) => {
    const lines = block.split("\n").filter((l) => !l.startsWith(`# ${EN_NOTE}`));
    const idLine = lines.findIndex((l) => l.startsWith("msgid "));
    if (idLine < 0) return lines.join("\n");
    const [entry] = parsePo(lines.join("\n"), name);
    const source = entry && english.get(entry.msgid)?.msgstr;
    if (!source) return lines.join("\n");
    // Quoted when spaces begin or end it (they would not show).
    const shown = /^\s|\s$/.test(source) ? JSON.stringify(source) : source.replace(/\n/g, "\\n");
    const note = `# ${EN_NOTE}${shown}`;
    return [note, ...lines].join("\n");
  }).join("\n\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  if (command !== "annotate") {
    console.error("usage: node scripts/catalogues.mjs annotate");
    process.exit(2);
  }
  const english = readCatalogue(SOURCE_LANG).byId;
  for (const lang of catalogueLangs()) {
    if (lang === SOURCE_LANG) continue;
    const path = cataloguePath(lang);
    const before = readFileSync(path, "utf8");
    const after = annotate(before, english, relative(webRoot, path));
    if (after !== before) writeFileSync(path, after);
    console.log(`${relative(webRoot, path)}: the English of each message as "# en: …"`);
  }
}
