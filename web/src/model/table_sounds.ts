// What was dealt and what went to the pot between two views: the deal and chip sounds (each off
// until the player turns it on: model/alerts.ts keeps their keys), and which cards and pot
// amounts the page animates. Pure: the page keeps the last view (or state) and asks again at each new one.
import type { ViewMessage } from "../types";

export type TableSound = "deal" | "chips";

/** Which of the sounds the player turned on. */
export interface TableSoundsOn {
  deal: boolean;
  chips: boolean;
}

const isFive35 = (v: ViewMessage) => v.game === "five-three-five" || "meld" in v || "target_score" in v;

/** One hand (vying) or one round of a game (Five Three Five). */
const handKey = (v: ViewMessage) => `${v.hand}|${v.game_number ?? ""}|${v.round ?? ""}`;

const cardCount = (v: ViewMessage, seat: number) => v.seats[seat]?.cards.length ?? 0;

const potTotal = (v: ViewMessage) => v.pots.reduce((a, b) => a + b, 0);

/**
 * The sounds to play for the view `next`, the view before it being `prev` — null for the first
 * view after a (re)connection, which tells of nothing that just happened: no sound then.
 * - deal: a new hand (or Five Three Five round) was dealt, or cards were added to a seat in the
 *   hand under way (a card taken, the dealer's choice dealt);
 * - chips: chips went to the pot during the hand (a bet, a call, a raise, an all-in). The antes
 *   of a new hand go with its deal (the deal sound), and Five Three Five plays for points.
 * Nothing when the sound is off, on a view already heard (same `seq`), or when the viewer changed
 * (sitting down, leaving: another point of view, not something that happened).
 */
export function tableSounds(prev: ViewMessage | null, next: ViewMessage, on: TableSoundsOn): TableSound[] {
  if (!prev || (!on.deal && !on.chips)) return [];
  if (prev.seq === next.seq || prev.you !== next.you) return [];
  const sameHand = prev.hand !== null && handKey(prev) === handKey(next);
  const sounds: TableSound[] = [];
  const dealtNow = next.hand !== null && next.seats.some((_, i) => cardCount(next, i) > (sameHand ? cardCount(prev, i) : 0));
  if (on.deal && dealtNow) sounds.push("deal");
  if (on.chips && sameHand && !isFive35(next) && potTotal(next) > potTotal(prev)) sounds.push("chips");
  return sounds;
}

/** A card as the deal animation compares it: its code ("??" for a back) and whether it is up. */
export interface DealtCard {
  code: string;
  up: boolean;
}

/** A row of cards (a seat's, the player's hand) as drawn so far: each card's key (the same key
 * keeps the same element, so only new cards play the deal animation), whether it came after the
 * row was first drawn (`dealt`: it animates), and how many new deals the row has seen. */
export interface DealState {
  cards: DealtCard[];
  keys: string[];
  dealt: boolean[];
  deals: number;
  /** The next fresh key's number. */
  fresh: number;
}

/**
 * The row's cards after `cards` came: which are the same cards as before (their keys kept) and
 * which were just dealt (fresh keys, `dealt`). `prev` null: the row's first drawing, nothing is
 * dealt (a page opened mid-hand does not deal again).
 * - A vying row only grows during a hand (cards are added at its end, turned up, shown at the
 *   end): it goes on while every known card stays as it was and no face-up card turns down
 *   (fewer cards too: the hand history stepping back); otherwise it is a new deal and every
 *   card is new.
 * - A shedding row (`shed`: Five Three Five, sorted by rank) only loses cards during a round: it
 *   goes on while every card was there before; more cards, or one that was not, is a new deal.
 */
export function dealKeys(prev: DealState | null, cards: readonly DealtCard[], shed = false): DealState {
  const copy = cards.map((c) => ({ code: c.code, up: c.up }));
  if (!prev) {
    return { cards: copy, keys: copy.map((_, i) => `c${i}`), dealt: copy.map(() => false), deals: 0, fresh: copy.length };
  }
  let fresh = prev.fresh;
  const newKey = () => `c${fresh++}`;
  if (shed) {
    const used = prev.cards.map(() => false);
    const matched = copy.map((c) => {
      const j = prev.cards.findIndex((p, k) => !used[k] && p.code === c.code);
      if (j >= 0) used[j] = true;
      return j;
    });
    if (copy.length <= prev.cards.length && matched.every((j) => j >= 0)) {
      return { cards: copy, keys: matched.map((j) => prev.keys[j]), dealt: matched.map((j) => prev.dealt[j]), deals: prev.deals, fresh };
    }
  } else {
    const kept = Math.min(copy.length, prev.cards.length);
    const goesOn = kept > 0 && prev.cards.slice(0, kept).every((p, i) =>
      (p.code === "??" || p.code === copy[i].code) && (!p.up || copy[i].up));
    if (goesOn || !prev.cards.length) {
      const added = copy.slice(kept);
      return {
        cards: copy, keys: [...prev.keys.slice(0, kept), ...added.map(newKey)],
        dealt: [...prev.dealt.slice(0, kept), ...added.map(() => true)],
        deals: prev.deals + (!prev.cards.length && added.length ? 1 : 0), fresh,
      };
    }
  }
  // A new deal (an empty row is no deal: the cards went, none came).
  if (!copy.length) return { cards: copy, keys: [], dealt: [], deals: prev.deals, fresh };
  return { cards: copy, keys: copy.map(newKey), dealt: copy.map(() => true), deals: prev.deals + 1, fresh };
}

/** The pot amounts as drawn so far: each amount's number of rises (its key: a new key replays
 * the pulse), counted from the pot's first drawing. */
export interface PotPulse {
  amounts: number[];
  rises: number[];
}

/** The pot after `amounts` came: each pot (main, side) whose amount grew since the last view
 * pulses once more; `prev` null: the pot's first drawing, nothing pulses. */
export function potPulse(prev: PotPulse | null, amounts: readonly number[]): PotPulse {
  if (!prev) return { amounts: [...amounts], rises: amounts.map(() => 0) };
  return {
    amounts: [...amounts],
    rises: amounts.map((a, i) => (prev.rises[i] ?? 0) + (a > (prev.amounts[i] ?? 0) ? 1 : 0)),
  };
}
