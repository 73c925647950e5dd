// The `legal` words the server sends to the seat to act, turned into the buttons a player
// presses, and the keyboard shortcuts (the terminal table's short forms, docs/play.md).
import { formatNumber, i18n } from "../i18n";
import { cardText } from "./cards";

export type ActionKind =
  | "check" | "call" | "fold" | "all-in" | "take" | "stand"
  | "bet" | "raise" | "expose" | "declare" | "choose"
  | "lead" | "overwrite" | "add" | "pass" | "other";

export interface ActionButton {
  /** The word as the server sent it ("raise 1-5", "expose As", "lead 3 4 5"). */
  word: string;
  kind: ActionKind;
  /** What the button says. */
  label: string;
  /** A hint of its shortcut key, if it has one ("c", "f"...). */
  key: string | null;
  /** data-testid: "action-" + the word with spaces as dashes ("action-expose-As", "action-bet"). */
  testid: string;
  /** bet and raise: the range of the increment. */
  min?: number;
  max?: number;
  /** expose: the card; declare: "low"/"high"/"both"; choose: the game; 535: the ranks. */
  arg?: string;
  cards?: number[];
}

const SIMPLE: Record<string, { label: () => string; key: string | null }> = {
  check: { label: () => i18n._({ id: "action.check", message: "Check" }), key: "c" },
  call: { label: () => i18n._({ id: "action.call", message: "Call" }), key: "c" },
  fold: { label: () => i18n._({ id: "action.fold", message: "Fold" }), key: "f" },
  "all-in": { label: () => i18n._({ id: "action.all-in", message: "All-in" }), key: "a" },
  take: { label: () => i18n._({ id: "action.take", message: "Take a card" }), key: "t" },
  stand: { label: () => i18n._({ id: "action.stand", message: "Stand" }), key: "s" },
  pass: { label: () => i18n._({ id: "action.pass", message: "Pass" }), key: "p" },
};

/** "Bet" / "Raise" (the bet control's verb) in the page's language. */
export const sizingVerb = (kind: "bet" | "raise" | string) =>
  kind === "bet" ? i18n._({ id: "action.bet", message: "Bet" }) : i18n._({ id: "action.raise", message: "Raise" });

/** What the Deal button of the dealer's choice says: "Deal Fifteen Thirty-Five". */
export const dealGameText = (game: string) => i18n._({ id: "action.deal-game", message: "Deal {game}", values: { game: gameName(game) } });

const GAME_NAMES: Record<string, string> = {
  "7-27": "Seven Twenty-Seven",
  "15-35": "Fifteen Thirty-Five",
  "535": "Five Three Five",
  "seven-twenty-seven": "Seven Twenty-Seven",
  "fifteen-thirty-five": "Fifteen Thirty-Five",
  "five-three-five": "Five Three Five",
};

/** "Fifteen Thirty-Five" for "15-35" or "fifteen-thirty-five"; the word itself otherwise. */
export function gameName(game: string | null | undefined): string {
  if (!game) return "";
  return GAME_NAMES[game] ?? game;
}

/** The short name the API uses ("15-35") for a game's long name. */
export function gameAlias(game: string | null | undefined): string {
  switch (game) {
    case "seven-twenty-seven": return "7-27";
    case "fifteen-thirty-five": return "15-35";
    case "five-three-five": return "535";
    default: return game ?? "";
  }
}

function testidOf(word: string): string {
  return "action-" + word.trim().replace(/\s+/g, "-");
}

const FIVE35_VERBS = new Set(["lead", "overwrite", "add"]);

/** One legal word as a button. Unknown words still get a button that sends them as they are. */
export function parseAction(word: string): ActionButton {
  const parts = word.trim().split(/\s+/);
  const verb = parts[0] ?? "";
  const base = { word, testid: testidOf(word), key: null as string | null };
  if (verb in SIMPLE && parts.length === 1) {
    return { ...base, kind: verb as ActionKind, label: SIMPLE[verb].label(), key: SIMPLE[verb].key };
  }
  if ((verb === "bet" || verb === "raise") && parts.length === 2) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(parts[1]);
    if (m) {
      const min = Number(m[1]);
      const max = m[2] !== undefined ? Number(m[2]) : min;
      const label = sizingVerb(verb);
      return {
        ...base, testid: `action-${verb}`, kind: verb, min, max, key: verb === "bet" ? "b" : "r",
        label: min === max ? `${label} ${formatNumber(min)}` : `${label} ${formatNumber(min)}–${formatNumber(max)}`,
      };
    }
  }
  if (verb === "expose" && parts.length === 2) {
    return { ...base, kind: "expose", arg: parts[1], label: i18n._({ id: "action.expose", message: "Turn up {card}", values: { card: cardText(parts[1]) } }) };
  }
  if (verb === "declare" && parts.length === 2) {
    const keys: Record<string, string> = { low: "l", high: "h", both: "o" };
    return {
      ...base, kind: "declare", arg: parts[1], key: keys[parts[1]] ?? null,
      label: parts[1] === "low" ? i18n._({ id: "action.declare-low", message: "Declare low" })
        : parts[1] === "high" ? i18n._({ id: "action.declare-high", message: "Declare high" })
        : parts[1] === "both" ? i18n._({ id: "action.declare-both", message: "Declare both" }) : word,
    };
  }
  if (verb === "choose" && parts.length === 2) {
    return { ...base, kind: "choose", arg: parts[1], label: dealGameText(parts[1]) };
  }
  if (FIVE35_VERBS.has(verb) && parts.length >= 2 && parts.slice(1).every((p) => /^\d+$/.test(p))) {
    const cards = parts.slice(1).map(Number).sort((a, b) => a - b);
    const ranks = cards.join(" ");
    const label = verb === "lead" ? i18n._({ id: "action.lead", message: "Lead {cards}", values: { cards: ranks } })
      : verb === "overwrite" ? i18n._({ id: "action.overwrite", message: "Overwrite with {cards}", values: { cards: ranks } })
      : i18n._({ id: "action.add", message: "Add {cards}", values: { cards: ranks } });
    return { ...base, kind: verb as ActionKind, cards, label };
  }
  return { ...base, kind: "other", label: word };
}

export function parseActions(legal: readonly string[] | undefined): ActionButton[] {
  return (legal ?? []).map(parseAction);
}

/** The word to send for a bet or raise of `amount`, clamped to the button's range. */
export function amountWord(button: ActionButton, amount: number): string {
  const min = button.min ?? 0;
  const max = button.max ?? min;
  const n = Math.min(max, Math.max(min, Math.round(Number.isFinite(amount) ? amount : min)));
  return `${button.kind} ${n}`;
}

/** The bet-or-raise button of the moment (at most one of the two is ever legal). */
export function sizingButton(buttons: readonly ActionButton[]): ActionButton | undefined {
  return buttons.find((b) => b.kind === "bet" || b.kind === "raise");
}

/**
 * The word a key press sends, or null. `c` calls or else checks, `k` checks, `f` folds, `a`
 * all-in, `t` take, `s` stand, `p` pass, `b`/`r`/Enter bet or raise the amount in the control,
 * `l`/`h`/`o` declare low/high/both, digits 1-9 pick the n-th card to turn up or the n-th move.
 */
export function keyToAction(key: string, buttons: readonly ActionButton[], amount: number): string | null {
  const has = (kind: ActionKind) => buttons.find((b) => b.kind === kind);
  const k = key.length === 1 ? key.toLowerCase() : key;
  switch (k) {
    case "c": return (has("call") ?? has("check"))?.word ?? null;
    case "k": return has("check")?.word ?? null;
    case "f": return has("fold")?.word ?? null;
    case "a": return has("all-in")?.word ?? null;
    case "t": return has("take")?.word ?? null;
    case "s": return has("stand")?.word ?? null;
    case "p": return has("pass")?.word ?? null;
    case "l": return buttons.find((b) => b.kind === "declare" && b.arg === "low")?.word ?? null;
    case "h": return buttons.find((b) => b.kind === "declare" && b.arg === "high")?.word ?? null;
    case "o": return buttons.find((b) => b.kind === "declare" && b.arg === "both")?.word ?? null;
    case "b": { const b = has("bet"); return b ? amountWord(b, amount) : null; }
    case "r": { const b = has("raise"); return b ? amountWord(b, amount) : null; }
    case "Enter": { const b = sizingButton(buttons); return b ? amountWord(b, amount) : null; }
  }
  if (/^[1-9]$/.test(k)) {
    const picks = buttons.filter((b) => ["expose", "choose", "lead", "overwrite", "add"].includes(b.kind));
    return picks[Number(k) - 1]?.word ?? null;
  }
  return null;
}
