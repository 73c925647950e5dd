// The English catalogue's words as the page would show them: each message's literal text, cut at
// its placeholders ("Seat {number}" gives "Seat"; a plural gives each case's words, "#" cut
// too), so that a test can look for English left on a page that should speak another language.
import { readFileSync } from "node:fs";
import { cataloguePath, parsePo } from "../../scripts/catalogues.mjs";

/** The literal pieces of an ICU message (placeholders, plural and select syntax left out). */
export function literalPieces(message) {
  const pieces = [];
  let i = 0;
  let current = "";
  const cut = () => { pieces.push(current); current = ""; };
  // Reads text until the closing brace of the enclosing case (depth > 0) or the end.
  const text = (inPlural, depth) => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'" && message[i + 1] === "'") { current += "'"; i += 2; continue; }
      if (c === "'" && /[{}#]/.test(message[i + 1] ?? "")) {
        const close = message.indexOf("'", i + 1);
        const end = close < 0 ? i + 1 : close;
        current += message.slice(i + 1, end);
        i = close < 0 ? i + 1 : close + 1;
        continue;
      }
      if (c === "{") { cut(); argument(); continue; }
      if (c === "}") { if (depth > 0) return; i++; continue; }
      if (c === "#" && inPlural) { cut(); i++; continue; }
      current += c;
      i++;
    }
  };
  const argument = () => {
    const close = message.slice(i).search(/[,}]/);
    i += close < 0 ? message.length : close;
    if (message[i] === "}") { i++; return; }
    i++; // ,
    const type = /^\s*(\w+)/.exec(message.slice(i));
    i += type ? type[0].length : 0;
    const plural = type && (type[1] === "plural" || type[1] === "selectordinal");
    if (!type || !["plural", "selectordinal", "select"].includes(type[1])) {
      const end = message.indexOf("}", i);
      i = end < 0 ? message.length : end + 1;
      return;
    }
    i = message.indexOf(",", i) + 1;
    for (;;) {
      const m = /^\s*([^\s{}]+)\s*\{/.exec(message.slice(i));
      if (!m) break;
      i += m[0].length;
      text(plural, 1);
      cut();
      i++; // the case's }
    }
    const end = message.indexOf("}", i);
    i = end < 0 ? message.length : end + 1;
  };
  text(false, 0);
  cut();
  return pieces;
}

/** Trims a piece to its words: no spaces or punctuation at either end. */
const trimPiece = (p) => p.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "");

/**
 * The English catalogue's pieces of text worth looking for: at least three letters, each once,
 * longest first. `identical`: pieces that are the same words in the other language (left out).
 */
export function englishPieces(identical = []) {
  const entries = parsePo(readFileSync(cataloguePath("en"), "utf8"));
  const keep = new Set();
  for (const e of entries) {
    for (const raw of literalPieces(e.msgstr || e.msgid)) {
      const p = trimPiece(raw);
      if ((p.match(/\p{L}/gu) ?? []).length >= 3 && !identical.includes(p)) keep.add(p);
    }
  }
  return [...keep].sort((a, b) => b.length - a.length);
}
