import { describe, expect, it } from "vitest";
import { vyingView } from "./fixtures.test-data";
import { amountToCall, chipsOf, roundActivity, shortAction } from "./round";
import { tableModel } from "./view";

const names = ["Ann", "Bo Jo", null, "Bo"];

describe("the round under way, from the log", () => {
  it("counts each seat's chips in this betting round and its last action", () => {
    const log = [
      "Bo deals fifteen-thirty-five.",
      "Offer round: take a card or stand.",
      "Ann takes a card face down",
      "Bo Jo stands and is now frozen",
      "Betting round 1, opened by Ann.",
      "Ann bets 3",
      "Bo Jo calls 3 and raises 2",
      "Bo goes all-in for 4",
      "Ann calls 2",
    ];
    const r = roundActivity(log, names);
    expect(r.map((s) => s.chips)).toEqual([5, 5, 0, 4]);
    // "Bo Jo ..." is Bo Jo's, not Bo's: the longest name wins.
    expect(r.map((s) => s.last)).toEqual(["calls 2", "raises 2", null, "goes all-in for 4"]);
    expect(amountToCall(r, 3)).toBe(1);
    expect(amountToCall(r, 0)).toBe(0);
  });

  it("starts again at each new round, and at the deal", () => {
    const log = ["Betting round 1, opened by Ann.", "Ann bets 3", "Bo Jo calls 3",
      "Offer round: take a card or stand.", "Ann stands"];
    expect(roundActivity(log, names).map((s) => [s.last, s.chips])).toEqual([["stands", 0], [null, 0], [null, 0], [null, 0]]);
    expect(roundActivity([...log, "Bo deals seven-twenty-seven."], names).every((s) => s.last === null)).toBe(true);
    const declared = roundActivity(["Declarations: low, high or both.", "Ann declares (hidden until all have declared)", "Bo declares high"], names);
    expect(declared.map((s) => s.last)).toEqual(["has declared", null, null, "declares high"]);
  });

  it("reads amounts and shortens phrases", () => {
    expect(chipsOf("calls 2 and raises 5")).toBe(7);
    expect(chipsOf("bets 4")).toBe(4);
    expect(chipsOf("checks")).toBe(0);
    expect(chipsOf("takes 9d")).toBe(0);
    expect(shortAction("takes 9d")).toBe("takes 9♦");
    expect(shortAction("turns up As")).toBe("turns up A♠");
  });
});

describe("the table shows the round", () => {
  it("marks last actions, chips in, all-in seats, and the amount on the Call button", () => {
    const view = {
      ...vyingView,
      to_act: 0, you: 0, legal: ["call", "raise 1-5", "fold", "all-in"],
      log: ["Betting round 1, opened by Bo.", `${vyingView.seats[1]!.name} bets 3`],
    };
    const m = tableModel(view, 0);
    expect(m.seats[1].lastAction).toBe("bets 3");
    expect(m.seats[1].roundChips).toBe(3);
    expect(m.actions.find((a) => a.kind === "call")?.label).toBe("Call 3");
    const broke = { ...view, seats: view.seats.map((s, i) => (i === 1 && s ? { ...s, stack: 0 } : s)) };
    expect(tableModel(broke, 0).seats[1].markers).toContain("all-in");
  });
});
