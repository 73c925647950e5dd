// Cards as a player sees them: rank, suit symbol and suit colour (four colours, so that suits
// differ by symbol AND colour), card backs for "??", and Five Three Five's numbered cards.
import { i18n } from "../i18n";
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

const SYMBOLS: Record<Suit, string> = { s: "♠", h: "♥", d: "♦", c: "♣" };

/** The corner's rank in the page's language ("K" / "R"); numerals as they are. */
function rankShown(r: string): string {
  switch (r) {
    case "A": return i18n._({ id: "card.rank.A", message: "A" });
    case "K": return i18n._({ id: "card.rank.K", message: "K" });
    case "Q": return i18n._({ id: "card.rank.Q", message: "Q" });
    case "J": return i18n._({ id: "card.rank.J", message: "J" });
    case "T": return "10";
    default: return r;
  }
}

/** "ace of spades" in the page's language. */
function cardName(r: string, s: Suit): string {
  const rank = r === "A" ? i18n._({ id: "card.name.A", message: "ace" })
    : r === "K" ? i18n._({ id: "card.name.K", message: "king" })
    : r === "Q" ? i18n._({ id: "card.name.Q", message: "queen" })
    : r === "J" ? i18n._({ id: "card.name.J", message: "jack" })
    : r === "T" ? "10" : r;
  switch (s) {
    case "s": return i18n._({ id: "card.of-spades", message: "{rank} of spades", values: { rank } });
    case "h": return i18n._({ id: "card.of-hearts", message: "{rank} of hearts", values: { rank } });
    case "d": return i18n._({ id: "card.of-diamonds", message: "{rank} of diamonds", values: { rank } });
    case "c": return i18n._({ id: "card.of-clubs", message: "{rank} of clubs", values: { rank } });
  }
}

/** What a screen reader says for another seat's face-down card. */
export const faceDownText = () => i18n._({ id: "card.face-down", message: "face-down card" });

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
    return { code, back: true, rank: "", suit: null, symbol: "", label: faceDownText(), colour: "back" };
  }
  const r = code.slice(0, -1).toUpperCase();
  const s = code.slice(-1).toLowerCase() as Suit;
  const symbol = SYMBOLS[s];
  if (!symbol) {
    return { code, back: false, rank: code, suit: null, symbol: "", label: code, colour: "" };
  }
  return {
    code, back: false, rank: rankShown(r), suit: s, symbol,
    label: cardName(r, s), colour: `suit-${s}`,
  };
}

/** "A♠", "10♦", "7" — the short text used in buttons and the history. */
export function cardText(code: CardCode): string {
  const f = cardFace(code);
  return f.back ? "▒▒" : `${f.rank}${f.symbol}`;
}

/** Replaces card codes inside a sentence ("expose As", "Bo turns up Kd") by "A♠", "K♦" (a card
 * the server already drew, "As♠" in French, is left as it is). */
export function prettyCards(text: string): string {
  return text.replace(/\b([2-9TJQKA])([shdc])\b(?![♠♥♦♣])/g, (_m, r: string, s: string) => cardText(r + s));
}
