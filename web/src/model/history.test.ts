import { describe, expect, it } from "vitest";
import { handRecord } from "./fixtures.test-data";
import type { ReplayStep } from "../types";
import { historyStep, replayCaption, replayTable, stepCount } from "./history";
import { parseRoute } from "./route";

const nameOf = (s: number) => ["Ann", "Bo", "Cy", "Di"][s];

describe("the hand history replayer", () => {
  it("starts with the seats, stacks and dealer, and no action", () => {
    const s = historyStep(handRecord, 0, nameOf);
    expect(s.title).toBe("Hand 4 · Seven Twenty-Seven");
    expect(s.dealer).toBe("Cy");
    expect(s.start).toEqual([{ seat: 0, name: "Ann", amount: 200 }, { seat: 1, name: "Bo", amount: 200 }, { seat: 2, name: "Cy", amount: 200 }]);
    expect(s.actions).toEqual([]);
    expect(s.result).toBeNull();
    expect(stepCount(handRecord)).toBe(10);
  });

  it("steps action by action, the latest marked", () => {
    const s = historyStep(handRecord, 5, nameOf);
    expect(s.actions.map((a) => a.text)).toEqual(["take", "stand", "stand", "check", "bet 2"]);
    expect(s.actions[4].current).toBe(true);
    expect(s.finished).toBe(false);
    expect(s.shown).toEqual([]);
  });

  it("ends with the shown cards and the result explained", () => {
    const s = historyStep(handRecord, 99, nameOf);
    expect(s.step).toBe(9);
    expect(s.finished).toBe(true);
    expect(s.shown).toEqual([{ seat: 1, name: "Bo", cards: ["Kd", "5h"] }, { seat: 2, name: "Cy", cards: ["2s", "9d"] }]);
    expect(s.result?.pots[0].lines).toContain("Low half: Bo (5.5)");
  });
});

describe("the URL scheme", () => {
  it("reads the lobby, a table and its history", () => {
    expect(parseRoute("/")).toEqual({ page: "lobby" });
    expect(parseRoute("/t/3f9c0a1b2d4e")).toEqual({ page: "table", id: "3f9c0a1b2d4e" });
    expect(parseRoute("/t/3f9c0a1b2d4e/")).toEqual({ page: "table", id: "3f9c0a1b2d4e" });
    expect(parseRoute("/t/abc/history", "?hand=3")).toEqual({ page: "history", id: "abc", hand: 3 });
    expect(parseRoute("/nope")).toMatchObject({ page: "missing" });
  });
});

describe("a Five Three Five round in the history", () => {
  it("is titled by its game and round, with points at the start", () => {
    const rec = {
      hand: 4, game: "five-three-five", rules: {}, dealer: 1, stacks: [0, 2, 6], actions: ["lead 7 8", "pass", "pass"],
      shown: { "0": [5, 5, 7] },
      result: { finished: true, game_end: "target score", game_number: 2, game_over: true, hands: [[5, 5, 7], [], [1]],
        players: [0, 1, 2], round: 2, round_points: [17, 0, 1], scores: [17, 2, 7], went_out: 1, winners: [1] },
    };
    const s = historyStep(rec, 3, nameOf);
    expect(s.title).toBe("Game 2, round 2 · Five Three Five");
    expect(s.unit).toBe("points");
    expect(s.start.map((x) => x.amount)).toEqual([0, 2, 6]);
    expect(s.result?.gameOver).toBe("Game over (a total reached the target score): Bo wins.");
  });
});

describe("the server's replay of a hand", () => {
  const seat = (name: string, stack: number, cards: string[], up: boolean[]) =>
    ({ name, stack, in_hand: true, cards, up, frozen: false, away: false, connected: true });
  const dealt: ReplayStep = {
    hand: 3, game: "seven-twenty-seven", dealer: 1, to_act: 0, by: null, action: null,
    seats: [seat("Ann", 199, ["??", "??"], [false, false]), seat("Bo", 199, ["As", "5h"], [false, false])],
    pots: [2], log: ["Bo deals Seven Twenty-Seven.", "Offers: Ann first."], result: null,
  };
  const took: ReplayStep = {
    ...dealt, to_act: 1, by: 0, action: "take",
    seats: [seat("Ann", 199, ["??", "??", "9d"], [false, false, true]), dealt.seats[1]],
    log: [...dealt.log, "Ann takes 9♦."],
  };
  const silent: ReplayStep = { ...took, to_act: 0, by: 1, action: "stand" };

  it("draws a step as the view a spectator had, shown hands open and face down", () => {
    const m = replayTable(took);
    expect(m.spectator).toBe(true);
    expect(m.title).toBe("Hand 3 · Seven Twenty-Seven");
    expect(m.turn?.text).toBe("Bo to act");
    expect(m.turn?.deadlineAt).toBeNull();
    expect(m.seats[0].cards.map((c) => [c.face.back, c.up, c.ownHidden])).toEqual([[true, false, false], [true, false, false], [false, true, false]]);
    // Bo's hand, shown at the end, lies open from the deal, marked face down.
    expect(m.seats[1].cards.map((c) => [c.face.back, c.up, c.ownHidden])).toEqual([[false, false, true], [false, false, true]]);
    expect(m.potTotal).toBe(2);
  });

  it("says what happened at each step: the log lines it added, else who did what", () => {
    const nameOf = (s: number) => ["Ann", "Bo"][s];
    expect(replayCaption([dealt, took, silent], 0, nameOf)).toEqual(["Bo deals Seven Twenty-Seven.", "Offers: Ann first."]);
    expect(replayCaption([dealt, took, silent], 1, nameOf)).toEqual(["Ann takes 9♦."]);
    expect(replayCaption([dealt, took, silent], 2, nameOf)).toEqual(["Bo: stand"]);
    expect(replayCaption([dealt, took, silent], 3, nameOf)).toEqual([]);
  });
});
