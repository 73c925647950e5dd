// The host's settings form (PATCH /api/tables/ID, docs/server.md "The host's settings"): its
// values start at the settings the next hand will be dealt with, and only what changed is sent.
import { i18n } from "../i18n";
import type { RebuyRequest, RulesCatalogue, TableConfig, ViewMessage } from "../types";
import { allDefaults, choicesFor, dig, overrides, type RuleValues, withBase } from "./rules";
import { chips } from "./rebuy";
import { seatNumber } from "./seats";

export interface HostForm {
  timer_s: number;
  pause_s: number;
  games: string[];
  /** Dotted betting keys ("betting.ante"). */
  betting: RuleValues;
  /** Per game: its house rules (no betting keys). */
  rules: Record<string, RuleValues>;
  max_buy_in: number | null;
  approve_rebuys: boolean;
  spectator_chat: boolean;
  time_bank_s: number;
  /** The table option `hints`: advice for seated players. */
  hints: boolean;
  /** Who may sit (docs/server.md "Private tables"). */
  listed: boolean;
  approve_seats: boolean;
  auto_sit_out: boolean;
  /** A new password ("" leaves it as it is). */
  new_password: string;
  /** Take the password away (when the table has one and no new one is given). */
  remove_password: boolean;
}

const VYING = ["15-35", "7-27"];

/** The games the form can offer: both vying games at a table of chips, Five Three Five alone. */
export function hostGames(config: TableConfig): string[] {
  return config.games.includes("535") ? ["535"] : VYING;
}

/** A game's catalogue entry with the table's rules (and stakes) as its values. */
function entryFor(catalogue: RulesCatalogue, config: TableConfig, game: string) {
  return withBase(catalogue[game], { ...(config.rules?.[game] ?? {}), betting: { ...(config.betting ?? {}) } });
}

export function hostForm(catalogue: RulesCatalogue, config: TableConfig): HostForm {
  const games = hostGames(config);
  const rules: Record<string, RuleValues> = {};
  for (const g of games) {
    const values = allDefaults(entryFor(catalogue, config, g));
    rules[g] = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith("betting.")));
  }
  const first = entryFor(catalogue, config, config.games.find((g) => catalogue[g]) ?? games[0]);
  const betting = Object.fromEntries(choicesFor(first, true).map((c) => [c.key, c.value]));
  return {
    timer_s: config.timer_s, pause_s: config.pause_s, games: [...config.games], betting, rules,
    max_buy_in: config.max_buy_in ?? null,
    approve_rebuys: config.approve_rebuys === true,
    spectator_chat: config.spectator_chat === true,
    time_bank_s: config.time_bank_s ?? 0,
    hints: config.hints === true,
    listed: config.listed !== false,
    approve_seats: config.approve_seats === true,
    auto_sit_out: config.auto_sit_out === true,
    new_password: "",
    remove_password: false,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body of PATCH /api/tables/ID: the keys whose value differs from `config` (the settings the
 * next hand would use). Stakes: every key that differs from the preset (the table's stakes
 * as a whole), plus any key put back to its preset. A game's house rules: the whole set (the
 * server replaces a game's rules), sent only for a game whose rules changed.
 */
export function settingsPatch(catalogue: RulesCatalogue, config: TableConfig, form: HostForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (form.timer_s !== config.timer_s) body.timer_s = form.timer_s;
  if (form.pause_s !== config.pause_s) body.pause_s = form.pause_s;
  if (!same([...form.games].sort(), [...config.games].sort())) body.games = form.games;
  const five35 = config.games.includes("535");
  if (!five35) {
    const game = config.games.find((g) => catalogue[g]) ?? "15-35";
    const preset = catalogue[game];
    const changed = Object.keys(form.betting).filter((k) => !same(form.betting[k], dig({ betting: config.betting ?? {} }, k) ?? presetValue(preset, k)));
    if (changed.length) {
      const stakes = overrides(preset, form.betting, "betting.") as Record<string, unknown>;
      for (const k of changed) stakes[k.slice("betting.".length)] = form.betting[k];
      body.stakes = stakes;
    }
    if (form.max_buy_in !== null && form.max_buy_in !== (config.max_buy_in ?? null)) body.max_buy_in = form.max_buy_in;
    if (form.approve_rebuys !== (config.approve_rebuys === true)) body.approve_rebuys = form.approve_rebuys;
  }
  if (form.spectator_chat !== (config.spectator_chat === true)) body.spectator_chat = form.spectator_chat;
  if (form.time_bank_s !== (config.time_bank_s ?? 0)) body.time_bank_s = form.time_bank_s;
  if (form.hints !== (config.hints === true)) body.hints = form.hints;
  if (form.listed !== (config.listed !== false)) body.listed = form.listed;
  if (form.approve_seats !== (config.approve_seats === true)) body.approve_seats = form.approve_seats;
  if (form.auto_sit_out !== (config.auto_sit_out === true)) body.auto_sit_out = form.auto_sit_out;
  if (form.new_password) body.password = form.new_password;
  else if (form.remove_password && config.password) body.password = "";
  const rules: Record<string, unknown> = {};
  for (const g of Object.keys(form.rules)) {
    const current = entryFor(catalogue, config, g);
    const now = allDefaults(current);
    const edited = Object.keys(form.rules[g]).some((k) => !same(form.rules[g][k], now[k]));
    if (edited) rules[g] = overrides(catalogue[g], form.rules[g]);
  }
  if (Object.keys(rules).length) body.rules = rules;
  return body;
}

function presetValue(entry: { choices: { key: string; value: unknown }[] } | undefined, key: string): unknown {
  return entry?.choices.find((c) => c.key === key)?.value;
}

/** What the host panel says after the server took the change. */
export function settingsSavedText(fromNextHand: boolean): string {
  return fromNextHand
    ? i18n._({ id: "host.saved-next-hand", message: "Saved: the hand in play goes on as it was; the change applies from the next hand." })
    : i18n._({ id: "host.saved", message: "Saved: the next hand is dealt with it." });
}

/** The seats waiting for the host's yes to sit (the table option approve_seats). */
export function seatRequests(view: ViewMessage): { seat: number; name: string }[] {
  return view.seats.flatMap((s, seat) => (s?.sat_out_by === "approval" ? [{ seat, name: s.name }] : []));
}

/** "Eve (seat 2) asks to sit down" */
export const seatRequestText = (r: { seat: number; name: string }) =>
  i18n._({ id: "host.seat-request", message: "{name} (seat {seat}) asks to sit down", values: { name: r.name, seat: seatNumber(r.seat) } });

/** "Bo asks for 10 chips" (or "approved: comes when the hand ends"). */
export function rebuyRequestText(r: RebuyRequest): string {
  return r.approved
    ? i18n._({ id: "host.rebuy-approved", message: "{name} (seat {seat}): {chips}, approved — added when the hand ends", values: { name: r.name, seat: seatNumber(r.seat), chips: chips(r.chips) } })
    : i18n._({ id: "host.rebuy-request", message: "{name} (seat {seat}) asks to rebuy {chips}", values: { name: r.name, seat: seatNumber(r.seat), chips: chips(r.chips) } });
}
