// What the server sends and accepts (docs/server.md and the shared protocol). Only the shapes;
// everything the app draws is worked out in src/model/.

/** A vying card as the server writes it ("As", "Td"), a Five Three Five rank (7), or "??". */
export type CardCode = string | number;

export interface SeatData {
  name: string;
  /** Chips behind; null at a Five Three Five table. */
  stack: number | null;
  /** Five Three Five: the total in the game so far (null for a seat not in the game). */
  score?: number | null;
  in_hand: boolean;
  cards: CardCode[];
  up: boolean[];
  frozen: boolean;
  away: boolean;
  connected: boolean;
  /** What is left of the seat's time bank, in ms (running down for the seat on it). */
  time_bank_ms?: number;
  /** Not dealt from the next hand until back (docs/server.md "Sitting out"). */
  sitting_out?: boolean;
  /** Who sat the seat out: "self", "timeouts" (the clock decided twice), "disconnected". */
  sat_out_by?: string | null;
}

export interface MeldData {
  type: string; // "single", "set", "run"
  cards: number[];
  by: number;
}

export interface VyingPlayerResult {
  declare: string | null;
  explain: string[];
  high: number | null;
  low: number | null;
  natural: boolean;
}

export interface VyingPotResult {
  amount: number;
  awards: number[];
  eligible: number[];
  naturals?: number[];
  low_winners?: number[];
  high_winners?: number[];
  failed_both?: number[];
  shared_by_all?: boolean;
}

/** The result of a vying hand: the showdown output, or a hand won by folds. */
export interface VyingResult {
  payouts?: number[];
  players?: VyingPlayerResult[];
  pots?: VyingPotResult[];
  shown?: Record<string, CardCode[]>;
  [key: string]: unknown;
}

/** The result of a Five Three Five round (rulebook §9 plus the table's keys). */
export interface Five35Result {
  finished?: boolean;
  hands?: (number[] | null)[];
  went_out?: number | null;
  round_points?: (number | null)[];
  scores?: (number | null)[];
  game_over?: boolean;
  winners?: number[];
  game_end?: string | null;
  shown?: Record<string, number[]>;
  players?: number[];
  round?: number;
  game_number?: number;
  trick_leader?: number | null;
  [key: string]: unknown;
}

export type ResultData = VyingResult | Five35Result;

export interface ViewMessage {
  type: "view";
  /** A vying seat's own totals toward each target while dealt in (null total: none counts). */
  totals?: { target: number; total: number | null }[];
  seq: number;
  you: number | null;
  hand: number | null;
  /** "seven-twenty-seven", "fifteen-thirty-five", "five-three-five", or null while the dealer chooses. */
  game: string | null;
  dealer: number | null;
  to_act: number | null;
  deadline_ms: number | null;
  legal?: string[];
  seats: (SeatData | null)[];
  pots: number[];
  log: string[];
  result: ResultData | null;
  /** The host has paused the table: no deal until they resume (absent from older servers). */
  paused?: boolean;
  /** The host asked for a pause during a hand: it takes effect when the hand ends. */
  pausing?: boolean;
  /** The host has locked the table: nobody new may sit down. */
  locked?: boolean;
  /** The awaited seat decides on its time bank: `deadline_ms` counts the bank down. */
  time_bank?: boolean;
  /** The first deal waits for the host's start (or every seat taken): the option wait_for_start. */
  waiting_for_start?: boolean;
  /** A seated viewer's rebuy: what the seat may add now. */
  rebuy?: RebuyOffer;
  /** A host connection (`&host=HOST_TOKEN`): true, with the rebuy requests waiting for an answer. */
  host?: boolean;
  rebuys?: RebuyRequest[];
  // Five Three Five only
  meld?: MeldData | null;
  passed?: number[];
  trick_leader?: number | null;
  round?: number | null;
  game_number?: number | null;
  target_score?: number;
}

export interface RebuyOffer {
  allowed: boolean;
  max_chips: number;
  needs_approval: boolean;
  pending: null | { id: number; chips: number; approved: boolean };
}

export interface RebuyRequest {
  id: number;
  seat: number;
  name: string;
  chips: number;
  approved: boolean;
}

/** A line of the table's chat (docs/server.md, "Chat"): `seat` null for a spectator. */
export interface ChatMessage {
  type: "chat";
  seat: number | null;
  name: string;
  text: string;
  /** Unix milliseconds. */
  at: number;
}

export interface ErrorMessage {
  type: "error";
  message: string;
  /** A stable name for the refusal and the values it concerns (model/refusals.ts). */
  code?: string;
  values?: Record<string, string | number>;
  seq?: number;
}

export type ServerMessage = ViewMessage | ErrorMessage | ChatMessage;

export type ClientMessage =
  | { type: "act"; action: string; seq: number }
  | { type: "choose"; game: string; rules?: Record<string, unknown> }
  | { type: "away"; on: boolean }
  | { type: "sit_out"; on: boolean }
  | { type: "chat"; text: string };

export interface TableListing {
  id: string;
  name: string;
  games: string[];
  seats: number;
  taken: number;
  hands_played: number;
  /** The host has locked the table: no new seats. */
  locked?: boolean;
  /** Sitting down takes a password. */
  password?: boolean;
  /** Sitting down waits for the host's yes. */
  approval?: boolean;
}

export interface TableConfig {
  name: string;
  games: string[];
  rules: Record<string, Record<string, unknown>>;
  seats: number;
  stack?: number;
  betting?: Record<string, unknown>;
  timer_s: number;
  pause_s: number;
  bots: { seat: number; kind: string }[];
  // The evening's options (absent from older servers).
  max_buy_in?: number;
  approve_rebuys?: boolean;
  spectator_chat?: boolean;
  time_bank_s?: number;
  time_bank_add_s?: number;
  time_bank_every?: number;
  hints?: boolean;
  listed?: boolean;
  /** Whether sitting down takes a password (the password itself is never sent). */
  password?: boolean;
  /** Someone sitting down waits for the host's yes. */
  approve_seats?: boolean;
  auto_sit_out?: boolean;
}

export interface TableInfo extends TableListing {
  config: TableConfig;
  /** The host's pause, as in the view (absent from older servers). */
  paused?: boolean;
  pausing?: boolean;
  /** The host's lock: no new seats (absent from older servers). */
  locked?: boolean;
  /** Asked with the host's token: the settings the next hand will be dealt with, and the
   * rebuy requests waiting for the host. */
  next_config?: TableConfig;
  rebuys?: RebuyRequest[];
}

/** PATCH /api/tables/ID's answer. */
export interface SettingsAnswer {
  config: TableConfig;
  next_config: TableConfig;
  from_next_hand: boolean;
}

export type RuleKind = "one-of" | "bool" | "number" | "targets" | "points";

export interface RuleChoiceData {
  key: string; // dotted: "betting.structure"
  value: unknown; // the preset's value
  kind: RuleKind;
  values?: string[];
}

export interface GameCatalogueEntry {
  name: string;
  players: [number, number];
  preset: Record<string, unknown>;
  choices: RuleChoiceData[];
}

/** GET /api/rules: keyed by the game's short name ("7-27", "15-35", "535"). */
export type RulesCatalogue = Record<string, GameCatalogueEntry>;

export interface HandRecord {
  hand: number;
  game: string;
  rules: Record<string, unknown>;
  dealer: number;
  stacks: (number | null)[];
  actions: string[];
  shown: Record<string, CardCode[]>;
  result: ResultData | null;
}

/** One step of a finished hand told again (GET /api/tables/ID/hands/K/replay): the table as a
 * spectator saw it, with the hands shown at the end open from the start. `by` and `action`: the
 * seat that acted to reach it and its word (null at the deal); the last step has the result. */
export interface ReplayStep extends Omit<ViewMessage, "type" | "seq" | "you" | "deadline_ms" | "legal"> {
  by: number | null;
  action: string | null;
}

export interface HandReplay {
  hand: number;
  steps: ReplayStep[];
}

export interface Ledger {
  entries: { seat: number; name: string; kind: string; chips: number }[];
  net: { seat: number; name: string; net: number }[];
  /** Who pays whom to settle the night: the fewest payments (absent from older servers). */
  settle?: { from: string; to: string; chips: number }[];
  /** The bots' nets (also in `net`): nobody pays or is paid them (absent from older servers). */
  bots?: { seat: number; name: string; net: number }[];
  scores?: { seat: number; name: string; score: number | null }[];
  games?: { game: number; winners: string[]; scores: unknown[] }[];
}

/** GET /api/tables/ID/advice (docs/advise.md): a vying seat's odds and each action's chips from
 * now to the end of the hand, or a Five Three Five seat's chance to go out first and each move's
 * expected penalty points. Actions come best first. */
export interface AdviceAction {
  action: string;
  /** Vying: chips at the end of the hand relative to now (folding is 0). */
  ev?: number;
  /** Five Three Five: expected penalty points this round (fewer is better). */
  points?: number;
  ci95?: [number, number];
}

export interface Advice {
  seat: number;
  exact: boolean;
  samples: number;
  showdown_now?: { low: number; high: number; scoop: number; share: number };
  go_out_first?: number;
  actions: AdviceAction[];
}
