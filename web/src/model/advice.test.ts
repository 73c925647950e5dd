import { describe, expect, it } from "vitest";
import type { Advice } from "../types";
import { adviceErrorText, adviceModel, decisionKey, number, percent, signed } from "./advice";
import { emptyForm, tableRequest } from "./rules";
import { hostForm, settingsPatch } from "./host";

const vying: Advice = {
  seat: 0, exact: false, samples: 400,
  showdown_now: { low: 0.41, high: 0.123, scoop: 0.026, share: 0.2749 },
  actions: [
    { action: "call", ev: 1.8, ci95: [1.2, 2.4] },
    { action: "fold", ev: 0, ci95: [0, 0] },
    { action: "raise 5", ev: -6.024, ci95: [-23.04, 10.99] },
  ],
};

describe("advice in words", () => {
  it("rounds percents, never to 0% or 100% for what may or may not happen", () => {
    expect(percent(0.41)).toBe("41%");
    expect(percent(0.125)).toBe("13%");
    expect(percent(0)).toBe("0%");
    expect(percent(1)).toBe("100%");
    expect(percent(0.004)).toBe("under 1%");
    expect(percent(0.996)).toBe("over 99%");
  });

  it("signs chips relative to now, at most two decimals", () => {
    expect(signed(1.8)).toBe("+1.8");
    expect(signed(0)).toBe("0");
    expect(signed(-0.001)).toBe("0");
    expect(signed(-6.024)).toBe("−6.02");
    expect(signed(2.78)).toBe("+2.78");
    expect(number(4.3)).toBe("4.3");
    expect(number(3)).toBe("3");
  });

  it("vying: the odds, then each action best first with its interval", () => {
    const m = adviceModel(vying);
    expect(m.five35).toBe(false);
    expect(m.odds).toBe("If the hands were shown now: you win the low half 41% of the time, the high half 12%, the whole pot 3%; on average 27% of the pot.");
    expect(m.goOut).toBeNull();
    expect(m.lines.map((l) => l.word)).toEqual(["call", "fold", "raise 5"]);
    expect(m.lines[0]).toEqual({ word: "call", label: "call", value: "+1.8 chips on average", interval: "(95%: +1.2 to +2.4)" });
    expect(m.lines[1]).toEqual({ word: "fold", label: "fold", value: "0 chips", interval: null });
    expect(m.lines[2].value).toBe("−6.02 chips on average");
    expect(m.lines[2].interval).toBe("(95%: −23.04 to +10.99)");
    expect(m.basis).toBe("Estimated over 400 random deals of the cards you cannot see.");
  });

  it("exact: 'exactly' and no interval; card codes drawn as cards", () => {
    const m = adviceModel({
      seat: 1, exact: true, samples: 49, showdown_now: { low: 1, high: 0.592, scoop: 0.592, share: 0.796 },
      actions: [{ action: "call", ev: 2.78, ci95: [2.78, 2.78] }, { action: "expose Tc", ev: 1, ci95: [1, 1] }, { action: "fold", ev: 0, ci95: [0, 0] }],
    });
    expect(m.lines.map((l) => `${l.label}: ${l.value}`)).toEqual(["call: +2.78 chips exactly", "expose 10♣: +1 chip exactly", "fold: 0 chips"]);
    expect(m.lines.every((l) => l.interval === null)).toBe(true);
    expect(m.lines[1].word).toBe("expose Tc");
    expect(m.odds).toContain("the low half 100% of the time, the high half 59%, the whole pot 59%; on average 80% of the pot");
    expect(m.basis).toBe("Exact: worked out over every one of the 49 deals of the cards you cannot see.");
  });

  it("Five Three Five: the chance to go out first and points, fewer is better, order kept", () => {
    const m = adviceModel({
      seat: 0, exact: false, samples: 400, go_out_first: 0.21,
      actions: [
        { action: "lead 7 8", points: 4.3, ci95: [3.84, 4.76] },
        { action: "lead 11 12 13", points: 4.4, ci95: [3.96, 4.84] },
        { action: "pass", points: 1, ci95: [0.5, 1.5] },
      ],
    });
    expect(m.five35).toBe(true);
    expect(m.odds).toBeNull();
    expect(m.goOut).toBe("Chance you go out first: 21%");
    expect(m.heading).toContain("fewer is better");
    expect(m.lines.map((l) => l.word)).toEqual(["lead 7 8", "lead 11 12 13", "pass"]);
    expect(m.lines[0]).toEqual({ word: "lead 7 8", label: "lead 7 8", value: "4.3 points on average", interval: "(95%: 3.84 to 4.76)" });
    expect(m.lines[2].value).toBe("1 point on average");
    const exact = adviceModel({ seat: 0, exact: true, samples: 76, go_out_first: 1, actions: [{ action: "add 5", points: 0, ci95: [0, 0] }] });
    expect(exact.goOut).toBe("Chance you go out first: 100%");
    expect(exact.lines[0].value).toBe("0 points exactly");
  });

  it("says the refusals plainly", () => {
    expect(adviceErrorText(403, "x")).toMatch(/No hints at this table/);
    expect(adviceErrorText(409, "x")).toMatch(/not in this hand/);
    expect(adviceErrorText(429, "x")).toMatch(/still being worked out/);
    expect(adviceErrorText(500, "boom")).toBe("No advice: boom");
  });

  it("a new seq or new legal words is a new decision", () => {
    expect(decisionKey(3, ["call", "fold"])).not.toBe(decisionKey(4, ["call", "fold"]));
    expect(decisionKey(3, ["call", "fold"])).not.toBe(decisionKey(3, ["check"]));
    expect(decisionKey(3, ["call", "fold"])).toBe(decisionKey(3, ["call", "fold"]));
  });
});

describe("the table option hints", () => {
  const catalogue = {};
  it("the lobby sends hints only when ticked", () => {
    const form = emptyForm(catalogue);
    expect(tableRequest(catalogue, form)).not.toHaveProperty("hints");
    expect(tableRequest(catalogue, { ...form, hints: true }).hints).toBe(true);
  });
  it("the host's settings send hints when changed", () => {
    const config = { name: "x", games: ["15-35"], rules: {}, seats: 2, timer_s: 0, pause_s: 4, bots: [], hints: false };
    const f = hostForm(catalogue, config);
    expect(f.hints).toBe(false);
    expect(settingsPatch(catalogue, config, f)).not.toHaveProperty("hints");
    expect(settingsPatch(catalogue, config, { ...f, hints: true })).toEqual({ hints: true });
    expect(settingsPatch(catalogue, { ...config, hints: true }, { ...f, hints: false })).toEqual({ hints: false });
  });
});
