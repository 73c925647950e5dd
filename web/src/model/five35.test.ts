import { describe, expect, it } from "vitest";
import { parseActions } from "./actions";
import { cardPoints, containsAll, meldModel, MOST_MOVES_SHOWN, movesExactly, movesNotShown, movesWith, playableMask, shownMoves } from "./five35";

const legal = parseActions(["overwrite 14", "overwrite 15", "add 12", "add 13", "add 14", "add 13 13", "add 12 14", "add 14 15", "add 12 14 15", "pass"]);

describe("Five Three Five moves from the legal words", () => {
  it("marks only as many copies as a move uses", () => {
    // Three 7s in hand, but no move uses more than two.
    const hand = [7, 7, 7, 9];
    const moves = parseActions(["lead 7", "lead 7 7", "lead 9", "lead 7 8 9"]);
    expect(playableMask(hand, moves)).toEqual([true, true, false, true]);
  });

  it("marks nothing when only passing is legal", () => {
    expect(playableMask([1, 2, 3], parseActions(["pass"]))).toEqual([false, false, false]);
  });

  it("narrows the moves to those using the selected cards", () => {
    expect(movesWith(legal, [14]).map((m) => m.word)).toEqual(["overwrite 14", "add 14", "add 12 14", "add 14 15", "add 12 14 15"]);
    expect(movesExactly(legal, [14]).map((m) => m.word)).toEqual(["overwrite 14", "add 14"]);
    expect(movesExactly(legal, [13, 13]).map((m) => m.word)).toEqual(["add 13 13"]);
  });

  it("lists at most a phone screen of moves, the most cards first; picking cards shows the rest", () => {
    expect(MOST_MOVES_SHOWN).toBe(8);
    const shown = shownMoves(legal, []);
    expect(shown.length).toBe(8);
    expect(shown[0].word).toBe("add 12 14 15");
    expect(shown.slice(1, 5).map((m) => m.word)).toEqual(["add 13 13", "add 12 14", "add 14 15", "overwrite 14"]);
    expect(movesNotShown(legal, [])).toBe(1);
    // With 14 picked, the five moves that use it are all listed.
    expect(shownMoves(legal, [14]).length).toBe(5);
    expect(movesNotShown(legal, [14])).toBe(0);
  });

  it("compares multisets", () => {
    expect(containsAll([13, 13, 14], [13, 13])).toBe(true);
    expect(containsAll([13, 14], [13, 13])).toBe(false);
  });

  it("describes the meld, and says a meld of four can only be added to", () => {
    const m = meldModel({ type: "run", cards: [14, 11, 12, 13], by: 1 }, (s) => ["Ann", "Bo"][s]);
    expect(m).toMatchObject({ text: "run 11 12 13 14", byName: "Bo", addOnly: true });
    expect(meldModel(null, String)).toBeNull();
  });

  it("counts card points with the table's overrides", () => {
    expect(cardPoints(8)).toBe(5);
    expect(cardPoints(8, { "8": 10 })).toBe(10);
    expect(cardPoints(13, { "8": 10 })).toBe(3);
  });
});
