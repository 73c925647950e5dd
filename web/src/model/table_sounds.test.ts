import { describe, expect, it } from "vitest";
import type { SeatData, ViewMessage } from "../types";
import { facingRaise, five35ResultView, five35View, resultView, vyingView } from "./fixtures.test-data";
import { dealKeys, potPulse, tableSounds } from "./table_sounds";

const both = { deal: true, chips: true };
const none = { deal: false, chips: false };

/** The view with seat `i`'s cards replaced. */
const withCards = (v: ViewMessage, i: number, cards: (string | number)[], up: boolean[], seq = v.seq + 1): ViewMessage => ({
  ...v, seq, seats: v.seats.map((s, k) => (k === i && s ? { ...s, cards, up } as SeatData : s)),
});

describe("the deal and chip sounds", () => {
  it("sound the deal of a new hand", () => {
    // Hand 1 over (its result), then hand 2 dealt.
    expect(tableSounds(resultView, vyingView, both)).toEqual(["deal"]);
    expect(tableSounds(resultView, vyingView, { deal: true, chips: false })).toEqual(["deal"]);
    // The antes of the new hand go with its deal: no chip sound for them.
    expect(tableSounds(resultView, vyingView, { deal: false, chips: true })).toEqual([]);
  });

  it("sound the deal when a card is added to a seat during the hand (a card taken)", () => {
    const took = withCards(vyingView, 1, ["4d", "??", "??"], [true, false, false]);
    expect(tableSounds(vyingView, took, both)).toEqual(["deal"]);
    // To the player's own hand too.
    const mine = withCards(vyingView, 0, ["8s", "Ah", "3d", "9c"], [true, false, false, true]);
    expect(tableSounds(vyingView, mine, both)).toEqual(["deal"]);
  });

  it("sound the chips when the pot grows during the hand (a bet, a call, a raise)", () => {
    expect(tableSounds(vyingView, facingRaise, both)).toEqual(["chips"]);
    expect(tableSounds(vyingView, facingRaise, { deal: true, chips: false })).toEqual([]);
    const called: ViewMessage = { ...facingRaise, seq: 31, pots: [14], legal: undefined, to_act: 1 };
    expect(tableSounds(facingRaise, called, both)).toEqual(["chips"]);
  });

  it("sound nothing when the toggles are off", () => {
    expect(tableSounds(resultView, vyingView, none)).toEqual([]);
    expect(tableSounds(vyingView, facingRaise, none)).toEqual([]);
    expect(tableSounds(vyingView, withCards(vyingView, 1, ["4d", "??", "??"], [true, false, false]), none)).toEqual([]);
  });

  it("sound nothing on the first view after a (re)connection", () => {
    expect(tableSounds(null, vyingView, both)).toEqual([]);
    expect(tableSounds(null, facingRaise, both)).toEqual([]);
    expect(tableSounds(null, five35View, both)).toEqual([]);
  });

  it("sound nothing on an unchanged view, or one where nothing was dealt or put in", () => {
    expect(tableSounds(vyingView, vyingView, both)).toEqual([]);
    expect(tableSounds(vyingView, { ...vyingView }, both)).toEqual([]);
    // A new view where only the turn moved (a check, a stand).
    expect(tableSounds(vyingView, { ...vyingView, seq: 23, to_act: 1, legal: undefined }, both)).toEqual([]);
    // A card turned up, the cards shown at the end: no new card.
    expect(tableSounds(vyingView, withCards(vyingView, 0, ["8s", "Ah", "3d"], [true, true, false]), both)).toEqual([]);
    // The pot paid out at the showdown.
    expect(tableSounds(facingRaise, { ...facingRaise, seq: 31, pots: [], result: { payouts: [12, 0, 0, 0] } }, both)).toEqual([]);
  });

  it("sound nothing when the viewer changed (sitting down, leaving)", () => {
    const watching: ViewMessage = { ...vyingView, seq: 21, you: null, pots: [1], legal: undefined };
    expect(tableSounds(watching, vyingView, both)).toEqual([]);
  });

  it("sound no chips at Five Three Five, which plays for points; its rounds are dealt", () => {
    const next: ViewMessage = { ...five35View, seq: 50, pots: [5] };
    expect(tableSounds(five35View, next, both)).toEqual([]);
    // A move: cards leave a hand, none come.
    const played = withCards(five35View, 0, [1, 2, 4, 4, 5, 5, 7, 12, 13, 15], Array(10).fill(false));
    expect(tableSounds(five35View, played, both)).toEqual([]);
    // The next round (of the next game) is dealt.
    const dealt: ViewMessage = { ...five35View, seq: 46, round: 1, game_number: 2 };
    expect(tableSounds(five35ResultView, dealt, both)).toEqual(["deal"]);
    expect(tableSounds(five35ResultView, dealt, { deal: false, chips: true })).toEqual([]);
  });
});

const row = (codes: string[], up: boolean[] = codes.map(() => false)) => codes.map((code, i) => ({ code, up: up[i] }));

describe("the cards that were just dealt (the deal animation)", () => {
  it("deals nothing at the row's first drawing (a page opened mid-hand)", () => {
    const s = dealKeys(null, row(["8s", "Ah"]));
    expect(s.dealt).toEqual([false, false]);
    expect(s.deals).toBe(0);
  });

  it("keeps the cards already there and deals the added ones", () => {
    const a = dealKeys(null, row(["8s", "??"], [true, false]));
    const b = dealKeys(a, row(["8s", "??", "??"], [true, false, false]));
    expect(b.keys.slice(0, 2)).toEqual(a.keys);
    expect(b.dealt).toEqual([false, false, true]);
    expect(new Set(b.keys).size).toBe(3);
    // The same cards again (another render): nothing changes.
    expect(dealKeys(b, row(["8s", "??", "??"], [true, false, false]))).toEqual(b);
    // A card turned up, a back shown at the end: the same cards.
    const c = dealKeys(b, row(["8s", "Kd", "2c"], [true, true, false]));
    expect(c.keys).toEqual(b.keys);
    // Fewer of the same cards (the hand history stepping back): the rest stay.
    const d = dealKeys(c, row(["8s", "Kd"], [true, true]));
    expect(d.keys).toEqual(c.keys.slice(0, 2));
    expect(d.deals).toBe(c.deals);
    // No cards (the hand over, a fold), then a new hand: dealt.
    const e = dealKeys(dealKeys(d, []), row(["8s"], [true]));
    expect(e.dealt).toEqual([true]);
  });

  it("deals every card of a new hand", () => {
    const empty = dealKeys(null, []);
    const first = dealKeys(empty, row(["8s", "Ah"], [true, false]));
    expect(first.dealt).toEqual([true, true]);
    expect(first.deals).toBe(1);
    // The next hand: other cards (or a face-up card now down).
    for (const next of [row(["9c", "Ah"], [true, false]), row(["9c"], [true]), row(["8s", "Ah"], [false, false])]) {
      const s = dealKeys(first, next);
      expect(s.dealt.every(Boolean)).toBe(true);
      expect(s.keys.some((k) => first.keys.includes(k))).toBe(false);
      expect(s.deals).toBe(2);
    }
  });

  it("Five Three Five: cards played leave the others in place; a new round deals them all", () => {
    const a = dealKeys(null, row(["1", "2", "4", "4", "13"]), true);
    const b = dealKeys(a, row(["1", "4", "13"]), true);
    expect(b.keys).toEqual([a.keys[0], a.keys[2], a.keys[4]]);
    expect(b.dealt).toEqual([false, false, false]);
    const c = dealKeys(b, row(["1", "2", "3", "4", "5", "7"]), true);
    expect(c.dealt.every(Boolean)).toBe(true);
    expect(c.deals).toBe(1);
    // Other seats' backs: fewer is the same round, more a new one.
    const backs = dealKeys(null, row(["??", "??", "??"]), true);
    expect(dealKeys(backs, row(["??", "??"]), true).deals).toBe(0);
    expect(dealKeys(backs, row(["??", "??", "??", "??"]), true).deals).toBe(1);
  });
});

describe("the pot's pulse", () => {
  it("pulses a pot whose amount grew, never at its first drawing", () => {
    let p = potPulse(null, [3]);
    expect(p.rises).toEqual([0]);
    p = potPulse(p, [3]);
    expect(p.rises).toEqual([0]);
    p = potPulse(p, [5]);
    expect(p.rises).toEqual([1]);
    p = potPulse(p, [5, 2]);
    expect(p.rises).toEqual([1, 1]);
    p = potPulse(p, []);
    expect(p.rises).toEqual([]);
  });
});
