// The table's WebSocket: connects (with the seat's token, or as a spectator), hands every
// message to the page, and reconnects with backoff as src/model/connection.ts says. It asks for
// the page's language (`lang=fr`: the server writes the hand's log in it) and connects again
// when the page's language changes (setLang).
import { api, ApiError } from "./api";
import { currentLang, i18n, type Lang } from "./i18n";
import {
  CHECK_AFTER_FAILURES, type ConnEvent, type ConnState, connReduce, initialConn,
} from "./model/connection";
import { socketUrl } from "./model/holder";
import type { ClientMessage, ServerMessage } from "./types";

export interface SocketHandlers {
  onMessage(msg: ServerMessage): void;
  onState(state: ConnState): void;
  /** The seat's token was refused (the seat was cleared): the page forgets it and watches. */
  onTokenRefused(): void;
  /** A connection opened (its first view and the chat's last lines follow). */
  onOpen?(): void;
  /** The host token was refused: the page forgets it and connects without it. */
  onHostRefused?(): void;
}

export class TableSocket {
  private ws: WebSocket | null = null;
  private state: ConnState = initialConn;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** The language the log is asked in (the page's, when the socket was made or last switched). */
  private lang: Lang = currentLang();
  /** The address of the process serving the table, asked before each connection (several
   * processes may share the room, and the one serving a table can change); null: this page's. */
  private holder: string | null = null;
  /** Counts starts and stops, so that a connection asked for before a stop is not opened. */
  private generation = 0;

  constructor(private tableId: string, private token: string | null, private handlers: SocketHandlers,
    private host: string | null = null) {}

  /** The token this socket connects with (null: watching). */
  get currentToken(): string | null {
    return this.token;
  }

  start(): void {
    this.stopped = false;
    this.dispatch({ type: "connect" });
    void this.locateThenOpen();
  }

  stop(): void {
    this.stopped = true;
    this.generation++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000);
    this.dispatch({ type: "stop" });
  }

  /** Reconnect now with another token (after sitting down or leaving). */
  setToken(token: string | null): void {
    this.token = token;
    this.stop();
    this.start();
  }

  /** The page's language changed: reconnect so that the server writes the log in `lang`. */
  setLang(lang: Lang): void {
    if (lang === this.lang) return;
    this.lang = lang;
    if (this.stopped) return;
    this.stop();
    this.start();
  }

  /** The language the connection asks for. */
  get currentLang(): Lang {
    return this.lang;
  }

  send(msg: ClientMessage): boolean {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  private dispatch(e: ConnEvent): void {
    this.state = connReduce(this.state, e);
    this.handlers.onState(this.state);
  }

  private url(): string {
    const q = new URLSearchParams({ table: this.tableId });
    if (this.token) q.set("token", this.token);
    if (this.host) q.set("host", this.host);
    q.set("lang", this.lang);
    return socketUrl(this.holder, location, q.toString());
  }

  /** Asks which process serves the table (a redirect says it), then connects there. */
  private async locateThenOpen(): Promise<void> {
    const generation = ++this.generation;
    const holder = await api.tableHolder(this.tableId);
    if (this.stopped || generation !== this.generation) return;
    this.holder = holder;
    this.open();
  }

  private open(): void {
    let opened = false;
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      opened = true;
      this.dispatch({ type: "open" });
      this.handlers.onOpen?.();
    };
    ws.onmessage = (ev) => {
      if (this.ws !== ws) return;
      try {
        this.handlers.onMessage(JSON.parse(String(ev.data)) as ServerMessage);
      } catch {
        /* not JSON: ignore */
      }
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws || this.stopped) return;
      this.ws = null;
      this.dispatch({ type: "close", code: ev.code });
      if (!opened && this.state.attempt >= CHECK_AFTER_FAILURES) void this.check();
      else this.schedule();
    };
  }

  private schedule(): void {
    if (this.stopped || this.state.status !== "waiting") return;
    const delay = this.state.retryInMs ?? 1000;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      this.dispatch({ type: "retry" });
      void this.locateThenOpen();
    }, delay);
  }

  /** The handshake keeps failing: is the table still there, and is the token still a seat? */
  private async check(): Promise<void> {
    try {
      await api.table(this.tableId);
      if (this.host) {
        // The table answers but our handshake does not: the host token goes first (a wrong one
        // is refused with 403 whatever the seat's token), then the seat's.
        this.host = null;
        this.handlers.onHostRefused?.();
      } else if (this.token) {
        // The table answers but our handshake does not: the token was refused (HTTP 403).
        this.token = null;
        this.handlers.onTokenRefused();
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) {
        this.dispatch({ type: "gone", reason: i18n._({ id: "conn.gone", message: "this table does not exist (any more)" }) });
        return;
      }
      // The server itself is unreachable: keep trying.
    }
    this.schedule();
  }
}
