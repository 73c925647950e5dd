// House rules as forms: every key of GET /api/rules with a readable label, a short
// explanation and readable names for its values; the form's values start at the preset, and
// only what differs from it is sent.
import type { GameCatalogueEntry, RuleChoiceData, RulesCatalogue } from "../types";

export interface RuleInfo {
  label: string;
  help: string;
  /** Readable names of the values of a one-of key. */
  values?: Record<string, string>;
}

const OPENERS = {
  "left-of-dealer": "the first player left of the dealer",
  "highest-exposed": "the highest face-up cards",
  rotate: "each round the next player round the table",
};

export const RULE_INFO: Record<string, RuleInfo> = {
  targets: { label: "Targets", help: "The low and the high total the hands aim at, in points (halves allowed)." },
  deal: {
    label: "The deal", help: "How the first cards are dealt.",
    values: {
      "up-down": "one card up, one down",
      "down-down-up": "two down, then one up",
      "three-down-expose": "three down, then each player turns one up",
    },
  },
  extra_card_face: {
    label: "Cards taken are dealt", help: "Whether a card taken in an offer round is dealt face up or face down.",
    values: { down: "face down", up: "face up" },
  },
  initial_offer: { label: "Offer round before the first betting", help: "An offer of cards (take or stand) before any betting." },
  freeze_after_refusals: {
    label: "Freeze after refusals", help: "Standing in this many offer rounds running freezes a player: no more cards, still bets. 0: never.",
  },
  pictures: {
    label: "Pictures count", help: "What a king, queen or jack is worth.",
    values: { half: "½", "half-or-ten": "½ or 10, the player's pick" },
  },
  first_opener: { label: "Who opens the first betting round", help: "Among the players still in who have chips.", values: OPENERS },
  later_opener: { label: "Who opens later betting rounds", help: "Including the final betting round.", values: OPENERS },
  after_no_draw: {
    label: "When nobody takes a card", help: "What follows an offer round in which no card was taken.",
    values: { showdown: "the showdown", "final-betting-round": "one final betting round, then the showdown" },
  },
  showdown: {
    label: "Showdown", help: "How the pot is split between the low and the high half.",
    values: {
      split: "split: the cards speak",
      "declare-simultaneous": "declarations, all at once (hidden until all are made)",
      "declare-sequential": "declarations, one by one in the open",
    },
  },
  natural_scoops: { label: "A natural takes the whole pot", help: "A hand reaching both targets exactly scoops." },
  nearness: {
    label: "At equal distance from a target", help: "Which of two totals equally far from the target wins.",
    values: {
      nearest: "a tie",
      "under-beats-over": "under beats over",
      "over-beats-under": "over beats under",
      "inside-beats-outside": "the total between the targets wins",
      "outside-beats-inside": "the total outside the targets wins",
      "under-always-beats-over": "under always beats over, however far",
      "over-is-bust": "over the target is bust",
    },
  },
  fewer_cards_wins: { label: "Fewer cards win a tie", help: "At the same total, the hand with fewer cards wins." },
  "betting.structure": {
    label: "Betting structure", help: "The size of each bet or raise.",
    values: {
      "spread-limit": "spread limit: any amount from min to max",
      "fixed-limit": "fixed limit: exactly min",
      "pot-limit": "pot limit",
      "no-limit": "no limit",
    },
  },
  "betting.ante": { label: "Ante", help: "Chips every player puts in before the deal." },
  "betting.min": { label: "Smallest bet or raise", help: "The smallest increment (fixed limit: the only one)." },
  "betting.max": { label: "Largest bet or raise", help: "The largest increment, for spread limit." },
  "betting.raise_cap": { label: "Raises per betting round", help: "Raises allowed after the bet. 0: no cap." },
  card_points: { label: "Points per card left in hand", help: "What each rank costs at the end of a round (lower totals win)." },
  rule_of_eight: {
    label: "Rule of 8", help: "Which plays of an 8 (not the lead) end the trick.",
    values: {
      "any-eight": "any play with an 8",
      "source-list": "only a single 8, a set of 8s, 7-8 or 7-8-9",
      off: "off",
    },
  },
  target_score: { label: "Game to", help: "The game ends after a round in which a total reaches this score." },
  two_player_rounds: {
    label: "Two players play", help: "With two players: two rounds from one shuffle, or to the target score.",
    values: { "2": "two rounds from one shuffle", "0": "to the target score" },
  },
};

export function ruleInfo(key: string): RuleInfo {
  return RULE_INFO[key] ?? { label: key.replace(/^betting\./, "").replace(/_/g, " "), help: "" };
}

export function valueLabel(key: string, value: string): string {
  return ruleInfo(key).values?.[value] ?? value;
}

export const isBettingKey = (key: string) => key.startsWith("betting.") || key === "ante" || key === "raise_cap";

/** A form's values: one entry per dotted key, as the server writes them. */
export type RuleValues = Record<string, unknown>;

/** The preset's values of a game's keys (the form's defaults); `betting` picks those keys or the others. */
export function formDefaults(entry: GameCatalogueEntry | undefined, betting: boolean): RuleValues {
  const values: RuleValues = {};
  for (const c of entry?.choices ?? []) {
    if (isBettingKey(c.key) === betting) values[c.key] = structuredCloneJson(c.value);
  }
  return values;
}

function structuredCloneJson<T>(v: T): T {
  return v === undefined ? v : JSON.parse(JSON.stringify(v));
}

/** A game's keys in the order the form shows them (the order of RULE_INFO: as the rulebook tells a hand). */
export function choicesFor(entry: GameCatalogueEntry | undefined, betting: boolean): RuleChoiceData[] {
  const order = Object.keys(RULE_INFO);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return (entry?.choices ?? []).filter((c) => isBettingKey(c.key) === betting).sort((a, b) => rank(a.key) - rank(b.key));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The overrides to send: the keys whose value differs from the preset, nested the way the
 * server reads them ("betting.ante" → {"betting": {"ante": 2}}). For card points, only the
 * ranks that differ.
 */
export function overrides(entry: GameCatalogueEntry | undefined, values: RuleValues, strip = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of entry?.choices ?? []) {
    if (!(c.key in values)) continue;
    const v = values[c.key];
    if (same(v, c.value)) continue;
    let put: unknown = v;
    if (c.kind === "points" && v && typeof v === "object" && c.value && typeof c.value === "object") {
      const preset = c.value as Record<string, unknown>;
      const diff: Record<string, unknown> = {};
      for (const [rank, pts] of Object.entries(v as Record<string, unknown>)) {
        if (!same(pts, preset[rank])) diff[rank] = pts;
      }
      put = diff;
    }
    const key = strip && c.key.startsWith(strip) ? c.key.slice(strip.length) : c.key;
    const parts = key.split(".");
    let at = out;
    for (const p of parts.slice(0, -1)) at = (at[p] ??= {}) as Record<string, unknown>;
    at[parts[parts.length - 1]] = put;
  }
  return out;
}

/** Reads a form field's text back as the key's value (numbers for number keys). */
export function readField(choice: RuleChoiceData, text: string): unknown {
  switch (choice.kind) {
    case "bool": return text === "true";
    case "number": return Number(text);
    case "one-of": return text;
    default: return text;
  }
}

export interface TableForm {
  name: string;
  /** "choice" (dealer's choice of 7-27 and 15-35), "7-27", "15-35" or "535". */
  games: string[];
  seats: number;
  stack: number;
  timer_s: number;
  rules: Record<string, RuleValues>; // per game, not betting
  betting: RuleValues; // "betting.*"
  bots: { seat: number; kind: string }[];
  /** The table option `hints`: seated players may ask for advice (sent only when on). */
  hints: boolean;
  /** Private tables: listed in the lobby (`listed` is sent only when off), and a password. */
  listed: boolean;
  password: string;
  /** Someone sitting down waits for the host's yes (the host's own seat does not). */
  approveSeats: boolean;
  /** Players who miss two turns in a row, or drop on their turn, sit out by themselves. */
  autoSitOut: boolean;
}

/** The bots a table offers, by level (the server plays each as a bot spec: docs/bots.md). */
export const BOT_LEVELS = [
  { level: "easy", label: "Easy bot" },
  { level: "medium", label: "Medium bot" },
  { level: "strong", label: "Strong bot" },
] as const;

export function emptyForm(catalogue: RulesCatalogue): TableForm {
  return {
    name: "Friday",
    games: ["15-35", "7-27"],
    seats: 6,
    stack: 200,
    timer_s: 30,
    rules: {
      "7-27": formDefaults(catalogue["7-27"], false),
      "15-35": formDefaults(catalogue["15-35"], false),
      "535": formDefaults(catalogue["535"], false),
    },
    betting: formDefaults(catalogue["15-35"] ?? catalogue["7-27"], true),
    bots: [],
    hints: false,
    listed: true,
    password: "",
    approveSeats: false,
    autoSitOut: true,
  };
}

/** The most seats the games allow together (the largest game's maximum). */
export function seatLimit(catalogue: RulesCatalogue, games: readonly string[]): number {
  return Math.max(2, ...games.map((g) => catalogue[g]?.players?.[1] ?? 2));
}

/** The body of POST /api/tables. */
export function tableRequest(catalogue: RulesCatalogue, form: TableForm): Record<string, unknown> {
  const five35 = form.games.includes("535");
  const games = five35 ? ["535"] : form.games;
  const rules: Record<string, unknown> = {};
  for (const g of games) {
    const o = overrides(catalogue[g], form.rules[g] ?? {});
    if (Object.keys(o).length) rules[g] = o;
  }
  const body: Record<string, unknown> = {
    name: form.name.trim() || "Table",
    games,
    seats: form.seats,
    timer_s: form.timer_s,
  };
  if (Object.keys(rules).length) body.rules = rules;
  if (!five35) {
    body.stack = form.stack;
    const betting = overrides(catalogue[games[0]], form.betting, "betting.");
    if (Object.keys(betting).length) body.betting = betting;
  }
  const bots = form.bots.filter((b) => b.seat >= 0 && b.seat < form.seats);
  if (bots.length) body.bots = bots;
  if (form.hints) body.hints = true;
  if (!form.listed) body.listed = false;
  if (form.password) body.password = form.password;
  if (form.approveSeats) body.approve_seats = true;
  if (form.autoSitOut) body.auto_sit_out = true;
  // A Five Three Five game is long: the first one waits for the host (or a full table), so that
  // friends coming by the link are in it.
  if (five35) body.wait_for_start = true;
  return body;
}

/** Reads a dotted key ("betting.ante") out of nested rules. */
export function dig(rules: Record<string, unknown> | undefined, key: string): unknown {
  let at: unknown = rules;
  for (const p of key.split(".")) {
    if (!at || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[p];
  }
  return at;
}

/**
 * The game's catalogue entry with the table's own rules as the starting values: the dealer's
 * house rules for one hand apply over the table's rules, so only what differs from those is sent.
 */
export function withBase(entry: GameCatalogueEntry | undefined, base: Record<string, unknown> | undefined): GameCatalogueEntry | undefined {
  if (!entry) return entry;
  return {
    ...entry,
    choices: entry.choices.map((c) => {
      const v = dig(base, c.key);
      return v === undefined ? c : { ...c, value: v };
    }),
  };
}

/** Every key's starting value (betting keys included) for the dealer's choice form. */
export function allDefaults(entry: GameCatalogueEntry | undefined): RuleValues {
  return { ...formDefaults(entry, false), ...formDefaults(entry, true) };
}
