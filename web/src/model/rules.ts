// House rules as forms: every key of GET /api/rules with a readable label, a short
// explanation and readable names for its values; the form's values start at the preset, and
// only what differs from it is sent.
import { i18n } from "../i18n";
import type { GameCatalogueEntry, RuleChoiceData, RulesCatalogue } from "../types";

export interface RuleInfo {
  label: string;
  help: string;
  /** Readable names of the values of a one-of key. */
  values?: Record<string, string>;
}

const openers = () => ({
  "left-of-dealer": i18n._({ id: "rule.opener.left-of-dealer", message: "the first player left of the dealer" }),
  "highest-exposed": i18n._({ id: "rule.opener.highest-exposed", message: "the highest face-up cards" }),
  rotate: i18n._({ id: "rule.opener.rotate", message: "each round the next player round the table" }),
});

/** Every rule key's words in the page's language, in the order the forms show them. */
export const ruleInfos = (): Record<string, RuleInfo> => ({
  targets: { label: i18n._({ id: "rule.targets.label", message: "Targets" }), help: i18n._({ id: "rule.targets.help", message: "The low and the high total the hands aim at, in points (halves allowed)." }) },
  deal: {
    label: i18n._({ id: "rule.deal.label", message: "The deal" }), help: i18n._({ id: "rule.deal.help", message: "How the first cards are dealt." }),
    values: {
      "up-down": i18n._({ id: "rule.deal.value.up-down", message: "one card up, one down" }),
      "down-down-up": i18n._({ id: "rule.deal.value.down-down-up", message: "two down, then one up" }),
      "three-down-expose": i18n._({ id: "rule.deal.value.three-down-expose", message: "three down, then each player turns one up" }),
    },
  },
  extra_card_face: {
    label: i18n._({ id: "rule.extra-card-face.label", message: "Cards taken are dealt" }), help: i18n._({ id: "rule.extra-card-face.help", message: "Whether a card taken in an offer round is dealt face up or face down." }),
    values: { down: i18n._({ id: "rule.extra-card-face.value.down", message: "face down" }), up: i18n._({ id: "rule.extra-card-face.value.up", message: "face up" }) },
  },
  initial_offer: { label: i18n._({ id: "rule.initial-offer.label", message: "Offer round before the first betting" }), help: i18n._({ id: "rule.initial-offer.help", message: "An offer of cards (take or stand) before any betting." }) },
  freeze_after_refusals: {
    label: i18n._({ id: "rule.freeze-after-refusals.label", message: "Freeze after refusals" }), help: i18n._({ id: "rule.freeze-after-refusals.help", message: "Standing in this many offer rounds running freezes a player: no more cards, still bets. 0: never." }),
  },
  pictures: {
    label: i18n._({ id: "rule.pictures.label", message: "Pictures count" }), help: i18n._({ id: "rule.pictures.help", message: "What a king, queen or jack is worth." }),
    values: { half: i18n._({ id: "rule.pictures.value.half", message: "½" }), "half-or-ten": i18n._({ id: "rule.pictures.value.half-or-ten", message: "½ or 10, the player's pick" }) },
  },
  first_opener: { label: i18n._({ id: "rule.first-opener.label", message: "Who opens the first betting round" }), help: i18n._({ id: "rule.first-opener.help", message: "Among the players still in who have chips." }), values: openers() },
  later_opener: { label: i18n._({ id: "rule.later-opener.label", message: "Who opens later betting rounds" }), help: i18n._({ id: "rule.later-opener.help", message: "Including the final betting round." }), values: openers() },
  after_no_draw: {
    label: i18n._({ id: "rule.after-no-draw.label", message: "When nobody takes a card" }), help: i18n._({ id: "rule.after-no-draw.help", message: "What follows an offer round in which no card was taken." }),
    values: { showdown: i18n._({ id: "rule.after-no-draw.value.showdown", message: "the showdown" }), "final-betting-round": i18n._({ id: "rule.after-no-draw.value.final-betting-round", message: "one final betting round, then the showdown" }) },
  },
  showdown: {
    label: i18n._({ id: "rule.showdown.label", message: "Showdown" }), help: i18n._({ id: "rule.showdown.help", message: "How the pot is split between the low and the high half." }),
    values: {
      split: i18n._({ id: "rule.showdown.value.split", message: "split: the cards speak" }),
      "declare-simultaneous": i18n._({ id: "rule.showdown.value.declare-simultaneous", message: "declarations, all at once (hidden until all are made)" }),
      "declare-sequential": i18n._({ id: "rule.showdown.value.declare-sequential", message: "declarations, one by one in the open" }),
    },
  },
  natural_scoops: { label: i18n._({ id: "rule.natural-scoops.label", message: "A natural takes the whole pot" }), help: i18n._({ id: "rule.natural-scoops.help", message: "A hand reaching both targets exactly scoops." }) },
  nearness: {
    label: i18n._({ id: "rule.nearness.label", message: "At equal distance from a target" }), help: i18n._({ id: "rule.nearness.help", message: "Which of two totals equally far from the target wins." }),
    values: {
      nearest: i18n._({ id: "rule.nearness.value.nearest", message: "a tie" }),
      "under-beats-over": i18n._({ id: "rule.nearness.value.under-beats-over", message: "under beats over" }),
      "over-beats-under": i18n._({ id: "rule.nearness.value.over-beats-under", message: "over beats under" }),
      "inside-beats-outside": i18n._({ id: "rule.nearness.value.inside-beats-outside", message: "the total between the targets wins" }),
      "outside-beats-inside": i18n._({ id: "rule.nearness.value.outside-beats-inside", message: "the total outside the targets wins" }),
      "under-always-beats-over": i18n._({ id: "rule.nearness.value.under-always-beats-over", message: "under always beats over, however far" }),
      "over-is-bust": i18n._({ id: "rule.nearness.value.over-is-bust", message: "over the target is bust" }),
    },
  },
  fewer_cards_wins: { label: i18n._({ id: "rule.fewer-cards-wins.label", message: "Fewer cards win a tie" }), help: i18n._({ id: "rule.fewer-cards-wins.help", message: "At the same total, the hand with fewer cards wins." }) },
  "betting.structure": {
    label: i18n._({ id: "rule.betting-structure.label", message: "Betting structure" }), help: i18n._({ id: "rule.betting-structure.help", message: "The size of each bet or raise." }),
    values: {
      "spread-limit": i18n._({ id: "rule.betting-structure.value.spread-limit", message: "spread limit: any amount from min to max" }),
      "fixed-limit": i18n._({ id: "rule.betting-structure.value.fixed-limit", message: "fixed limit: exactly min" }),
      "pot-limit": i18n._({ id: "rule.betting-structure.value.pot-limit", message: "pot limit" }),
      "no-limit": i18n._({ id: "rule.betting-structure.value.no-limit", message: "no limit" }),
    },
  },
  "betting.ante": { label: i18n._({ id: "rule.betting-ante.label", message: "Ante" }), help: i18n._({ id: "rule.betting-ante.help", message: "Chips every player puts in before the deal." }) },
  "betting.min": { label: i18n._({ id: "rule.betting-min.label", message: "Smallest bet or raise" }), help: i18n._({ id: "rule.betting-min.help", message: "The smallest increment (fixed limit: the only one)." }) },
  "betting.max": { label: i18n._({ id: "rule.betting-max.label", message: "Largest bet or raise" }), help: i18n._({ id: "rule.betting-max.help", message: "The largest increment, for spread limit." }) },
  "betting.raise_cap": { label: i18n._({ id: "rule.betting-raise-cap.label", message: "Raises per betting round" }), help: i18n._({ id: "rule.betting-raise-cap.help", message: "Raises allowed after the bet. 0: no cap." }) },
  card_points: { label: i18n._({ id: "rule.card-points.label", message: "Points per card left in hand" }), help: i18n._({ id: "rule.card-points.help", message: "What each rank costs at the end of a round (lower totals win)." }) },
  rule_of_eight: {
    label: i18n._({ id: "rule.rule-of-eight.label", message: "Rule of 8" }), help: i18n._({ id: "rule.rule-of-eight.help", message: "Which plays of an 8 (not the lead) end the trick." }),
    values: {
      "any-eight": i18n._({ id: "rule.rule-of-eight.value.any-eight", message: "any play with an 8" }),
      "source-list": i18n._({ id: "rule.rule-of-eight.value.source-list", message: "only a single 8, a set of 8s, 7-8 or 7-8-9" }),
      off: i18n._({ id: "rule.rule-of-eight.value.off", message: "off" }),
    },
  },
  target_score: { label: i18n._({ id: "rule.target-score.label", message: "Game to" }), help: i18n._({ id: "rule.target-score.help", message: "The game ends after a round in which a total reaches this score." }) },
  two_player_rounds: {
    label: i18n._({ id: "rule.two-player-rounds.label", message: "Two players play" }), help: i18n._({ id: "rule.two-player-rounds.help", message: "With two players: two rounds from one shuffle, or to the target score." }),
    values: { "2": i18n._({ id: "rule.two-player-rounds.value.2", message: "two rounds from one shuffle" }), "0": i18n._({ id: "rule.two-player-rounds.value.0", message: "to the target score" }) },
  },
});

export function ruleInfo(key: string): RuleInfo {
  return ruleInfos()[key] ?? { label: key.replace(/^betting\./, "").replace(/_/g, " "), help: "" };
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

/** A game's keys in the order the form shows them (the order of ruleInfos(): as the rulebook tells a hand). */
export function choicesFor(entry: GameCatalogueEntry | undefined, betting: boolean): RuleChoiceData[] {
  const order = Object.keys(ruleInfos());
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
    name: i18n._({ id: "create.default-name", message: "Friday" }),
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
