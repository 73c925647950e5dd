// Cards as a player sees them: rank, suit symbol and suit colour (four colours, so that suits
// differ by symbol AND colour), card backs for "??", and Five Three Five's numbered cards.
import type { CardCode } from "../types";

export type Suit = "s" | "h" | "d" | "c";

export interface CardFace {
  /** The code as the server writes it ("As", "Td", "7" for Five Three Five, "??"). */
  code: string;
  /** A card back: another seat's face-down card. */
  back: boolean;
  /** What is printed in the corner: "A", "10", "K"; "7" for a Five Three Five card. */
  rank: string;
  suit: Suit | null;
  /** "♠", "♥", "♦", "♣"; "" for Five Three Five cards and backs. */
  symbol: string;
  /** The words a screen reader says: "ace of spades", "7", "face-down card". */
  label: string;
  /** CSS class of the colour: suit-s, suit-h, suit-d, suit-c, or group-low/mid/high (535). */
  colour: string;
}

const RANK_NAMES: Record<string, string> = {
  A: "ace", K: "king", Q: "queen", J: "jack", T: "10",
};
const SUITS: Record<Suit, { symbol: string; name: string }> = {
  s: { symbol: "♠", name: "spades" },
  h: { symbol: "♥", name: "hearts" },
  d: { symbol: "♦", name: "diamonds" },
  c: { symbol: "♣", name: "clubs" },
};

export function isBack(code: CardCode): boolean {
  return code === "??";
}

/** The Five Three Five rank groups: 1-5, 7-9, 11-15 (runs never cross them). */
export function five35Group(rank: number): "low" | "mid" | "high" {
  return rank <= 5 ? "low" : rank <= 9 ? "mid" : "high";
}

export function cardFace(code: CardCode): CardFace {
  if (typeof code === "number" || /^\d+$/.test(code)) {
    const rank = String(code);
    return {
      code: rank, back: false, rank, suit: null, symbol: "", label: rank,
      colour: `group-${five35Group(Number(rank))}`,
    };
  }
  if (isBack(code)) {
    return { code, back: true, rank: "", suit: null, symbol: "", label: "face-down card", colour: "back" };
  }
  const r = code.slice(0, -1).toUpperCase();
  const s = code.slice(-1).toLowerCase() as Suit;
  const suit = SUITS[s];
  if (!suit) {
    return { code, back: false, rank: code, suit: null, symbol: "", label: code, colour: "" };
  }
  const rank = r === "T" ? "10" : r;
  const rankName = RANK_NAMES[r] ?? rank;
  return {
    code, back: false, rank, suit: s, symbol: suit.symbol,
    label: `${rankName} of ${suit.name}`, colour: `suit-${s}`,
  };
}

/** "A♠", "10♦", "7" — the short text used in buttons and the history. */
export function cardText(code: CardCode): string {
  const f = cardFace(code);
  return f.back ? "▒▒" : `${f.rank}${f.symbol}`;
}

/** Replaces card codes inside a sentence ("expose As", "Bo turns up Kd") by "A♠", "K♦". */
export function prettyCards(text: string): string {
  return text.replace(/\b([2-9TJQKA])([shdc])\b/g, (_m, r: string, s: string) => cardText(r + s));
}
