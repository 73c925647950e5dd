import { describe, expect, it } from "vitest";
import { documentedRefusals } from "../../scripts/refusal-codes.mjs";
import { isChatRefusal, refusalText, SENTENCES, settingName } from "./refusals";

// The codes docs/server.md lists under "Refusal codes" (scripts/refusal-codes.mjs): the page
// has a sentence for each, and nothing the docs do not name.
// A value of the kind the server sends under each documented key.
const SAMPLE: Record<string, string | number> = {
  where: "betting.max", name: "Ann", text: "jump", game: "7-27", games: "7-27, 15-35",
  why: "it plays 4 players", structure: "spread-limit", accepted: "up-down, down-down-up",
  expected: "an integer", setting: "seats", key: "colour", action: "raise 9",
};

describe("refusals", () => {
  it("words the issue's example as a sentence, not as the server's key path", () => {
    const text = refusalText({
      code: "max-below-min",
      values: { where: "rules.15-35.betting", min: 20, max: 10 },
      message: "body.rules.15-35.betting: max (10) is below min (20)",
    });
    expect(text).toBe("The largest bet (10) can't be below the smallest (20).");
  });
  it("names seats from 1 and settings in words", () => {
    expect(refusalText({ code: "seat-taken", values: { seat: 0 }, message: "seat 0 is taken" }))
      .toBe("Someone already sits in seat 1.");
    expect(refusalText({ code: "out-of-range", values: { where: "betting.ante", value: 900, lo: 0, hi: 500 }, message: "x" }))
      .toBe("The ante must be between 0 and 500 (not 900).");
    expect(settingName("rules.15-35.betting.raise_cap")).toBe("the raise cap");
    expect(settingName("bots[2]")).toBe("“bots[2]”");
  });
  it("uses plural forms", () => {
    expect(refusalText({ code: "check-facing-bet", values: { call: 1 }, message: "" })).toMatch(/1 chip to call/);
    expect(refusalText({ code: "check-facing-bet", values: { call: 4 }, message: "" })).toMatch(/4 chips to call/);
  });
  it("falls back to the server's message for a code it does not know, or none", () => {
    expect(refusalText({ code: "from-a-newer-server", values: {}, message: "the server's words" })).toBe("the server's words");
    expect(refusalText({ message: "no code" })).toBe("no code");
  });
  it("tells chat refusals from the others", () => {
    expect(isChatRefusal({ code: "chat-rate-limit", message: "" })).toBe(true);
    expect(isChatRefusal({ code: "spectator-chat-off", message: "" })).toBe(true);
    expect(isChatRefusal({ code: "stale", message: "stale: chat" })).toBe(false);
  });
  it("has a sentence for every documented code, and documents every sentence", () => {
    const table = documentedRefusals();
    const documentedCodes = [...table.keys()];
    expect(documentedCodes.length).toBeGreaterThan(60);
    // A status's own code (a refusal with none of its own) shows the server's message, which
    // names what was malformed: the page never sends such requests itself.
    // Nor does it meet the codes of several processes: fetch follows `elsewhere` (a redirect),
    // and moving a table is the admin's.
    const generic = ["bad-request", "forbidden", "not-found", "method-not-allowed", "conflict", "too-large", "server-error",
      "elsewhere", "admin-only", "not-shared", "not-held"];
    expect(documentedCodes.filter((c) => !(c in SENTENCES) && !generic.includes(c))).toEqual([]);
    expect(Object.keys(SENTENCES).filter((c) => !table.has(c))).toEqual([]);
    for (const [code, keys] of table) {
      if (generic.includes(code)) continue;
      const values = Object.fromEntries(keys.map((k) => [k, SAMPLE[k] ?? 3]));
      const text = refusalText({ code, values, message: "MESSAGE" });
      expect(text, code).not.toBe("MESSAGE");
      expect(text, code).not.toMatch(/undefined|NaN|body\.|_/);
    }
  });
});
