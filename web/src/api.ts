// The JSON API of `cardroom serve` (docs/server.md), and where the seat tokens are kept.
import type { HandRecord, HandReplay, Ledger, RulesCatalogue, TableInfo, TableListing } from "./types";

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
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
    const message = (json as { error?: string } | null)?.error ?? `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, message);
  }
  return json as T;
}

export const api = {
  rules: () => call<RulesCatalogue>("GET", "/api/rules"),
  tables: () => call<TableListing[]>("GET", "/api/tables"),
  table: (id: string) => call<TableInfo>("GET", `/api/tables/${encodeURIComponent(id)}`),
  create: (body: unknown) => call<{ id: string; host_token: string; url: string }>("POST", "/api/tables", body),
  sit: (id: string, name: string, seat?: number) =>
    call<{ seat: number; token: string }>("POST", `/api/tables/${encodeURIComponent(id)}/seats`,
      seat === undefined ? { name } : { name, seat }),
  leave: (id: string, seat: number, token: string) =>
    call<{ seat: number; left: boolean }>("DELETE", `/api/tables/${encodeURIComponent(id)}/seats/${seat}`, undefined, token),
  hands: (id: string, after = 0) => call<HandRecord[]>("GET", `/api/tables/${encodeURIComponent(id)}/hands?after=${after}`),
  replay: (id: string, hand: number) =>
    call<HandReplay>("GET", `/api/tables/${encodeURIComponent(id)}/hands/${hand}/replay`),
  ledger: (id: string) => call<Ledger>("GET", `/api/tables/${encodeURIComponent(id)}/ledger`),
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

export function lastName(): string {
  return storage()?.getItem("cardroom.name") ?? "";
}

export function rememberName(name: string): void {
  storage()?.setItem("cardroom.name", name);
}
