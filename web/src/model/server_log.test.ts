// The page reads the server's log to count the round (round.ts): who put what in, the last action
// of each seat, the amount to call. The log comes in the page's language, worded by the server's
// catalogue (po/fr.po). These lines are built from that catalogue itself, English and French, so
// that a translator's change to a sentence the page reads fails here rather than at a table.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { activate } from "../i18n";
import { amountToCall, roundActivity } from "./round";

const poPath = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "po", "fr.po");

/** msgid -> msgstr of the server's French catalogue (single messages without a context). */
function serverCatalogue(): Map<string, string> {
  const unquote = (s: string) => JSON.parse(s) as string;
  const found = new Map<string, string>();
  for (const block of readFileSync(poPath, "utf8").split(/\n\s*\n/)) {
    if (/^msgctxt |^msgid_plural /m.test(block) || /^#~/m.test(block)) continue;
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const join = (m: string) => m.trim().split("\n").map(unquote).join("");
    found.set(join(id[1]), join(str[1]));
  }
  return found;
}

const french = serverCatalogue();
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

/** The server's line in `lang`: the English msgid, or its French translation. */
function says(lang: "en" | "fr", msgid: string, values: Record<string, string | number> = {}): string {
  const text = lang === "en" ? msgid : french.get(msgid);
  if (text === undefined) throw new Error(`po/fr.po has no message ${JSON.stringify(msgid)}`);
  return fill(text, values);
}

describe("the server's log, read in each language", () => {
  afterEach(() => activate("en"));

  for (const lang of ["en", "fr"] as const) {
    it(`counts a round told in ${lang}`, () => {
      activate(lang);
      const names = ["Ann", "Bo Jo", null, "Bo"];
      const log = [
        says(lang, "{dealer} deals {game}.", { dealer: "Bo", game: "fifteen-thirty-five" }),
        says(lang, "Offer round: take a card or stand."),
        says(lang, "{name} takes a card face down", { name: "Ann" }),
        says(lang, "{action} and is now frozen", { action: says(lang, "{name} stands", { name: "Bo Jo" }) }),
        says(lang, "Betting round {round}, opened by {name}.", { round: 1, name: "Ann" }),
        says(lang, "{name} bets {amount}", { name: "Ann", amount: 3 }),
        says(lang, "{name} calls {call} and raises {amount}", { name: "Bo Jo", call: 3, amount: 2 }),
        says(lang, "{name} goes all-in for {amount}", { name: "Bo", amount: 4 }),
        says(lang, "{name} calls {amount}", { name: "Ann", amount: 2 }),
      ];
      const r = roundActivity(log, names);
      expect(r.map((s) => s.chips)).toEqual([5, 5, 0, 4]);
      expect(r[0].last).toBe(lang === "en" ? "calls 2" : "suit 2");
      expect(r[1].last).toBe(lang === "en" ? "raises 2" : "relance de 2");
      expect(amountToCall(r, 3)).toBe(1);

      // A new betting round starts the count again.
      const next = [...log, says(lang, "Final betting round, opened by {name}.", { name: "Ann" }),
        says(lang, "{name} bets {amount}", { name: "Ann", amount: 1 })];
      expect(roundActivity(next, names).map((s) => s.chips)).toEqual([1, 0, 0, 0]);
      // And so do the declarations.
      const declared = [...log, says(lang, "Declarations: low, high or both.")];
      expect(roundActivity(declared, names).map((s) => s.chips)).toEqual([0, 0, 0, 0]);
    });
  }
});
