// The JSON API of `cardroom serve` (docs/server.md), and where the seat tokens are kept.
import { currentLang } from "./i18n";
import { holderBase } from "./model/holder";
import { type Refusal, refusalText, SENTENCES } from "./model/refusals";
import type { Advice, HandRecord, HandReplay, Ledger, RulesCatalogue, SettingsAnswer, TableInfo, TableListing } from "./types";

/** A refused request: `message` is the sentence for a player (model/refusals.ts), `refusal` what
 * the server sent (its code, values and English message). */
export class ApiError extends Error {
  constructor(public status: number, public refusal: Refusal) {
    super(refusalText(refusal));
  }
  /** Whether the page has its own sentence for this refusal. */
  get known(): boolean {
    return !!this.refusal.code && this.refusal.code in SENTENCES;
  }
  get code(): string | undefined {
    return this.refusal.code;
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body = json as { error?: string; code?: string; values?: Refusal["values"] } | null;
    const message = body?.error ?? `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, { code: body?.code, values: body?.values, message });
  }
  return json as T;
}

export const api = {
  /** The address of the process serving the table (model/holder.ts), null for the page's own
   * server or when the table cannot be asked for now (the socket then tries its own server). */
  tableHolder: async (id: string): Promise<string | null> => {
    try {
      const res = await fetch(`/api/tables/${encodeURIComponent(id)}`);
      return res.ok ? holderBase(res.url, id) : null;
    } catch {
      return null;
    }
  },
  rules: () => call<RulesCatalogue>("GET", "/api/rules"),
  tables: () => call<TableListing[]>("GET", "/api/tables"),
  table: (id: string) => call<TableInfo>("GET", `/api/tables/${encodeURIComponent(id)}`),
  create: (body: unknown) => call<{ id: string; host_token: string; url: string }>("POST", "/api/tables", body),
  /** `password` only at a table that takes one; `host` (the host's token) sits without waiting
   * for approval at a table with approve_seats, where anyone else's seat answers `waiting`. */
  sit: (id: string, name: string, seat?: number, password?: string, host?: string) =>
    call<{ seat: number; token: string; waiting?: boolean }>("POST", `/api/tables/${encodeURIComponent(id)}/seats`,
      { name, ...(seat === undefined ? {} : { seat }), ...(password === undefined ? {} : { password }) }, host),
  /** The host lets a waiting seat in, or turns it away (approve_seats). */
  answerSeat: (id: string, seat: number, approve: boolean, host: string) =>
    call<{ seat: number; approved: boolean }>("POST", `/api/tables/${encodeURIComponent(id)}/seats/${seat}/approval`, { approve }, host),
  leave: (id: string, seat: number, token: string) =>
    call<{ seat: number; left: boolean }>("DELETE", `/api/tables/${encodeURIComponent(id)}/seats/${seat}`, undefined, token),
  /** A page of the history: at most `limit` (1–1000) finished hands after hand `after`. */
  hands: (id: string, after = 0, limit = 1000) =>
    call<HandRecord[]>("GET", `/api/tables/${encodeURIComponent(id)}/hands?after=${after}&limit=${limit}`),
  /** With the seat's token, the player's own cards show at every step (folded ones too); the
   * steps' log lines in `lang` (the page's language by default). */
  replay: (id: string, hand: number, token?: string, lang: string = currentLang()) =>
    call<HandReplay>("GET", `/api/tables/${encodeURIComponent(id)}/hands/${hand}/replay?lang=${encodeURIComponent(lang)}`, undefined, token),
  ledger: (id: string) => call<Ledger>("GET", `/api/tables/${encodeURIComponent(id)}/ledger`),
  /** The table as its host sees it (with `next_config` and `rebuys`). */
  tableAsHost: (id: string, host: string) => call<TableInfo>("GET", `/api/tables/${encodeURIComponent(id)}`, undefined, host),
  /** The host's settings, from the next hand. */
  settings: (id: string, body: Record<string, unknown>, host: string) =>
    call<SettingsAnswer>("PATCH", `/api/tables/${encodeURIComponent(id)}`, body, host),
  pause: (id: string, host: string, now = false) =>
    call<{ paused: boolean; pausing: boolean }>("POST", `/api/tables/${encodeURIComponent(id)}/pause`, now ? { now: true } : {}, host),
  resume: (id: string, host: string) =>
    call<{ paused: boolean; pausing: boolean }>("POST", `/api/tables/${encodeURIComponent(id)}/resume`, undefined, host),
  /** The host starts the first game of a table that waits for it (wait_for_start). */
  start: (id: string, host: string) =>
    call<{ waiting_for_start: boolean }>("POST", `/api/tables/${encodeURIComponent(id)}/start`, undefined, host),
  lock: (id: string, host: string, on: boolean) =>
    call<{ locked: boolean }>("POST", `/api/tables/${encodeURIComponent(id)}/${on ? "lock" : "unlock"}`, undefined, host),
  /** A rebuy for seat N (its own token, or the host's). */
  rebuy: (id: string, seat: number, chips: number, token: string) =>
    call<{ stack: number; pending?: number }>("POST", `/api/tables/${encodeURIComponent(id)}/seats/${seat}/rebuy`, { chips }, token),
  /** Advice for the seat's decision (the table option `hints`): 403 no hints, 409 not in a hand, 429 busy. */
  advice: (id: string, token: string) => call<Advice>("GET", `/api/tables/${encodeURIComponent(id)}/advice`, undefined, token),
  answerRebuy: (id: string, request: number, approve: boolean, host: string) =>
    call<{ rebuy: number; approved: boolean; seat: number; stack: number; waiting: boolean }>(
      "POST", `/api/tables/${encodeURIComponent(id)}/rebuys/${request}`, { approve }, host),
};

// --- seat tokens, one per table, in localStorage ------------------------------------------

export interface SavedSeat {
  seat: number;
  token: string;
  name: string;
}

const seatKey = (id: string) => `cardroom.seat.${id}`;
const hostKey = (id: string) => `cardroom.host.${id}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function savedSeat(id: string): SavedSeat | null {
  const raw = storage()?.getItem(seatKey(id));
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as SavedSeat;
    return typeof s.token === "string" && typeof s.seat === "number" ? s : null;
  } catch {
    return null;
  }
}

export function saveSeat(id: string, seat: SavedSeat | null): void {
  const st = storage();
  if (!st) return;
  if (seat) st.setItem(seatKey(id), JSON.stringify(seat));
  else st.removeItem(seatKey(id));
}

export function saveHostToken(id: string, token: string): void {
  storage()?.setItem(hostKey(id), token);
}

export function hostToken(id: string): string | null {
  return storage()?.getItem(hostKey(id)) ?? null;
}

export function forgetHostToken(id: string): void {
  storage()?.removeItem(hostKey(id));
}

/** A yes/no preference kept in this browser ("cardroom.sound"), off unless turned on. */
export function flag(key: string): boolean {
  return storage()?.getItem(key) === "on";
}

export function setFlag(key: string, on: boolean): void {
  const st = storage();
  if (!st) return;
  if (on) st.setItem(key, "on");
  else st.removeItem(key);
}

export function lastName(): string {
  return storage()?.getItem("cardroom.name") ?? "";
}

export function rememberName(name: string): void {
  storage()?.setItem("cardroom.name", name);
}
