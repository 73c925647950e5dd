// Five Three Five at the table: the meld in the middle, and which cards of the player's hand
// can be played now — worked out from the `legal` words alone (the server's move list).
import { i18n } from "../i18n";
import type { MeldData } from "../types";
import type { ActionButton } from "./actions";

export interface MeldModel {
  /** "run 3 4 5" */
  text: string;
  type: string;
  cards: number[];
  by: number;
  byName: string;
  /** Melds of four or more cards can only be added to. */
  addOnly: boolean;
}

export function meldModel(meld: MeldData | null | undefined, nameOf: (seat: number) => string): MeldModel | null {
  if (!meld || !meld.cards?.length) return null;
  const cards = [...meld.cards].sort((a, b) => a - b);
  return {
    text: `${meldTypeText(meld.type)} ${cards.join(" ")}`,
    type: meld.type,
    cards,
    by: meld.by,
    byName: nameOf(meld.by),
    addOnly: cards.length >= 4,
  };
}

/** A meld's type ("run", "set", "single": the server's words) in the page's language. */
export function meldTypeText(type: string): string {
  switch (type) {
    case "single": return i18n._({ id: "meld.type.single", message: "single" });
    case "set": return i18n._({ id: "meld.type.set", message: "set" });
    case "run": return i18n._({ id: "meld.type.run", message: "run" });
    default: return type;
  }
}

/** The moves that put cards down (lead, overwrite, add), in the server's order. */
export function cardMoves(buttons: readonly ActionButton[]): ActionButton[] {
  return buttons.filter((b) => b.cards && (b.kind === "lead" || b.kind === "overwrite" || b.kind === "add"));
}

function counts(ranks: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const r of ranks) m.set(r, (m.get(r) ?? 0) + 1);
  return m;
}

/** Whether the multiset `part` is inside the multiset `whole`. */
export function containsAll(whole: readonly number[], part: readonly number[]): boolean {
  const w = counts(whole);
  for (const [r, n] of counts(part)) if ((w.get(r) ?? 0) < n) return false;
  return true;
}

/**
 * For each card of the hand (by position), whether it is part of some legal move. Copies of a
 * rank are marked only as far as a move uses that many (holding three 7s, a move of two 7s
 * marks two of them).
 */
export function playableMask(hand: readonly number[], buttons: readonly ActionButton[]): boolean[] {
  const need = new Map<number, number>();
  for (const move of cardMoves(buttons)) {
    for (const [r, n] of counts(move.cards!)) need.set(r, Math.max(need.get(r) ?? 0, n));
  }
  const used = new Map<number, number>();
  return hand.map((r) => {
    const u = used.get(r) ?? 0;
    if (u < (need.get(r) ?? 0)) {
      used.set(r, u + 1);
      return true;
    }
    return false;
  });
}

/** The moves that use every selected card (the selection narrows the list). */
export function movesWith(buttons: readonly ActionButton[], selected: readonly number[]): ActionButton[] {
  return cardMoves(buttons).filter((m) => containsAll(m.cards!, selected));
}

/** The most moves listed at once, so that every button fits on a phone's screen; picking cards
 * narrows the list to the moves that use them. */
export const MOST_MOVES_SHOWN = 8;

/** The moves using the selected cards that are listed: the most cards first (they shed the
 * hand fastest), at most MOST_MOVES_SHOWN. */
export function shownMoves(buttons: readonly ActionButton[], selected: readonly number[]): ActionButton[] {
  return movesWith(buttons, selected).map((b, i) => ({ b, i }))
    .sort((x, y) => y.b.cards!.length - x.b.cards!.length || x.i - y.i)
    .slice(0, MOST_MOVES_SHOWN).map((x) => x.b);
}

/** How many moves using the selected cards are not listed (pick more cards to see them). */
export const movesNotShown = (buttons: readonly ActionButton[], selected: readonly number[]): number =>
  Math.max(0, movesWith(buttons, selected).length - MOST_MOVES_SHOWN);

/** The moves made of exactly the selected cards (one per verb: lead, overwrite, add). */
export function movesExactly(buttons: readonly ActionButton[], selected: readonly number[]): ActionButton[] {
  return movesWith(buttons, selected).filter((m) => m.cards!.length === selected.length);
}

/** The points each rank scores when left in hand (rulebook defaults, then the table's). */
export const DEFAULT_CARD_POINTS: Record<string, number> = {
  "1": 1, "2": 1, "3": 1, "4": 1, "5": 1, "7": 2, "8": 5, "9": 2,
  "11": 3, "12": 3, "13": 3, "14": 3, "15": 3,
};

export function cardPoints(rank: number, overrides?: Record<string, unknown> | null): number {
  const v = overrides?.[String(rank)];
  return typeof v === "number" ? v : DEFAULT_CARD_POINTS[String(rank)] ?? 0;
}
