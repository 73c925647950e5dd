// The table's connection as a small state machine, kept pure so that it can be tested: the
// socket code feeds it events and does what the state says (open a socket, wait, give up).
//
//   idle --connect--> connecting --open--> open --close--> waiting --retry--> connecting ...
//   connecting --close--> waiting (backoff doubles: 0.5 s, 1 s, 2 s ... at most 10 s)
//   any --gone--> failed (the table no longer exists: nothing to retry)
//   any --stop--> idle (the page left the table)

import { i18n } from "../i18n";

export type ConnStatus = "idle" | "connecting" | "open" | "waiting" | "failed";

export interface ConnState {
  status: ConnStatus;
  /** Failed attempts in a row since the last open connection. */
  attempt: number;
  /** How long to wait before the next try (status "waiting"). */
  retryInMs: number | null;
  /** Whether this page has ever had the connection open (first connect vs reconnect). */
  everOpened: boolean;
  /** Why it failed, for "failed". */
  reason: string | null;
}

export type ConnEvent =
  | { type: "connect" }
  | { type: "open" }
  | { type: "close"; code?: number }
  | { type: "retry" }
  | { type: "gone"; reason: string }
  | { type: "stop" };

export const BASE_DELAY_MS = 500;
export const MAX_DELAY_MS = 10_000;

export const initialConn: ConnState = {
  status: "idle", attempt: 0, retryInMs: null, everOpened: false, reason: null,
};

/** The wait before retry number `attempt` (1-based): 0.5 s, 1 s, 2 s, 4 s, 8 s, 10 s, 10 s... */
export function backoff(attempt: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}

export function connReduce(state: ConnState, event: ConnEvent): ConnState {
  switch (event.type) {
    case "connect":
      if (state.status === "failed") return state;
      return { ...state, status: "connecting", retryInMs: null };
    case "open":
      return { ...state, status: "open", attempt: 0, retryInMs: null, everOpened: true, reason: null };
    case "close": {
      if (state.status === "idle" || state.status === "failed") return state;
      const attempt = state.attempt + 1;
      return { ...state, status: "waiting", attempt, retryInMs: backoff(attempt) };
    }
    case "retry":
      return state.status === "waiting" ? { ...state, status: "connecting", retryInMs: null } : state;
    case "gone":
      return { ...state, status: "failed", retryInMs: null, reason: event.reason };
    case "stop":
      return { ...initialConn };
  }
}

/** What the connection indicator says (in the page's language). */
export function connLabel(state: ConnState): string {
  switch (state.status) {
    case "idle": return i18n._({ id: "conn.idle", message: "not connected" });
    case "connecting": return state.everOpened || state.attempt > 0
      ? i18n._({ id: "conn.reconnecting", message: "reconnecting…" })
      : i18n._({ id: "conn.connecting", message: "connecting…" });
    case "open": return i18n._({ id: "conn.open", message: "connected" });
    case "waiting": {
      const seconds = Math.ceil((state.retryInMs ?? 0) / 1000);
      return i18n._({ id: "conn.waiting", message: "reconnecting… (next try in {seconds} s)", values: { seconds } });
    }
    case "failed": return state.reason ?? i18n._({ id: "conn.failed", message: "disconnected" });
  }
}

/** After this many failures in a row, the page asks the API whether the table and seat still exist. */
export const CHECK_AFTER_FAILURES = 2;
