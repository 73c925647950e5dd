import { describe, expect, it } from "vitest";
import { amountWord, keyToAction, parseAction, parseActions } from "./actions";

describe("legal words as buttons", () => {
  it("reads ranges and single amounts", () => {
    expect(parseAction("raise 1-5")).toMatchObject({ kind: "raise", min: 1, max: 5, label: "Raise 1–5", testid: "action-raise" });
    expect(parseAction("bet 2")).toMatchObject({ kind: "bet", min: 2, max: 2, label: "Bet 2", testid: "action-bet" });
  });

  it("labels the simple words with their keys", () => {
    const b = parseActions(["call", "fold", "all-in", "take", "stand", "check"]);
    expect(b.map((x) => [x.label, x.key, x.testid])).toEqual([
      ["Call", "c", "action-call"], ["Fold", "f", "action-fold"], ["All-in", "a", "action-all-in"],
      ["Take a card", "t", "action-take"], ["Stand", "s", "action-stand"], ["Check", "c", "action-check"],
    ]);
  });

  it("reads exposures, declarations, choices and Five Three Five moves", () => {
    expect(parseAction("expose As")).toMatchObject({ kind: "expose", arg: "As", label: "Turn up A♠", testid: "action-expose-As" });
    expect(parseAction("declare both")).toMatchObject({ kind: "declare", arg: "both", key: "o" });
    expect(parseAction("choose 7-27")).toMatchObject({ kind: "choose", arg: "7-27", label: "Deal Seven Twenty-Seven", testid: "action-choose-7-27" });
    expect(parseAction("add 5 2")).toMatchObject({ kind: "add", cards: [2, 5], label: "Add 2 5", testid: "action-add-5-2" });
    expect(parseAction("overwrite 7 7")).toMatchObject({ kind: "overwrite", cards: [7, 7] });
  });

  it("keeps an unknown word as a button that sends it unchanged", () => {
    expect(parseAction("dance")).toMatchObject({ kind: "other", word: "dance", label: "dance" });
  });

  it("clamps the amount to the legal range", () => {
    const raise = parseAction("raise 2-5");
    expect(amountWord(raise, 3)).toBe("raise 3");
    expect(amountWord(raise, 9)).toBe("raise 5");
    expect(amountWord(raise, 0)).toBe("raise 2");
    expect(amountWord(raise, Number.NaN)).toBe("raise 2");
  });
});

describe("keyboard shortcuts", () => {
  const facing = parseActions(["call", "raise 2-5", "fold", "all-in"]);
  const open = parseActions(["check", "bet 1-5"]);

  it("c calls when there is a bet, else checks", () => {
    expect(keyToAction("c", facing, 1)).toBe("call");
    expect(keyToAction("c", open, 1)).toBe("check");
  });

  it("b, r and Enter bet or raise the amount in the control", () => {
    expect(keyToAction("r", facing, 4)).toBe("raise 4");
    expect(keyToAction("b", facing, 4)).toBeNull();
    expect(keyToAction("Enter", open, 3)).toBe("bet 3");
    expect(keyToAction("B", open, 7)).toBe("bet 5");
  });

  it("f folds and a goes all-in only when legal", () => {
    expect(keyToAction("f", facing, 1)).toBe("fold");
    expect(keyToAction("f", open, 1)).toBeNull();
    expect(keyToAction("a", facing, 1)).toBe("all-in");
  });

  it("digits pick the n-th card to turn up; l/h/o declare", () => {
    const expose = parseActions(["expose 6h", "expose Jh", "expose Js"]);
    expect(keyToAction("2", expose, 1)).toBe("expose Jh");
    expect(keyToAction("4", expose, 1)).toBeNull();
    const declare = parseActions(["declare low", "declare high", "declare both"]);
    expect(keyToAction("h", declare, 1)).toBe("declare high");
    expect(keyToAction("o", declare, 1)).toBe("declare both");
  });

  it("t and s take or stand; p passes", () => {
    const offer = parseActions(["take", "stand"]);
    expect(keyToAction("t", offer, 1)).toBe("take");
    expect(keyToAction("s", offer, 1)).toBe("stand");
    expect(keyToAction("p", parseActions(["add 12", "pass"]), 1)).toBe("pass");
  });
});
