// The table's chat as the page keeps it: the lines (without the repeats a reconnection brings),
// and how many arrived unseen — while the panel is closed, or scrolled up from its last line.
//
// The server sends a connection the chat's last lines right after its first view, then each new
// line as it is said. Lines sent again on a reconnection are recognised and dropped; on the
// page's first connection, the lines that come with the first view are the table's past: they
// are not counted as unread (a phone opening the table does not start with "12 unread").
import { i18n } from "../i18n";
import type { ChatMessage } from "../types";

export const CHAT_MAX = 200;
/** Lines kept on the page (the server sends at most the last 100 on connecting). */
export const CHAT_KEEP = 300;

export interface ChatLine {
  key: string;
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

export interface ChatState {
  lines: ChatLine[];
  unread: number;
  /** The panel is open and scrolled to its last line: new lines are seen as they come. */
  seeing: boolean;
  /** Where the connection is: before its first view, reading the past lines, or live. */
  phase: "connecting" | "history" | "live";
  /** Connections opened so far by this page. */
  connections: number;
}

export type ChatEvent =
  | { type: "connected" }
  | { type: "view" }
  | { type: "other" } // any other message from the server (an error)
  | { type: "line"; msg: ChatMessage }
  | { type: "seeing"; on: boolean };

export const initialChat = (seeing: boolean): ChatState => ({ lines: [], unread: 0, seeing, phase: "live", connections: 0 });

export const lineKey = (m: Pick<ChatMessage, "at" | "seat" | "name" | "text">) => `${m.at}|${m.seat ?? "-"}|${m.name}|${m.text}`;

export function chatReduce(s: ChatState, e: ChatEvent): ChatState {
  switch (e.type) {
    case "connected":
      return { ...s, phase: "connecting", connections: s.connections + 1 };
    case "view":
      return s.phase === "connecting" ? { ...s, phase: "history" } : s.phase === "history" ? { ...s, phase: "live" } : s;
    case "other":
      return s.phase === "live" ? s : { ...s, phase: "live" };
    case "seeing":
      return { ...s, seeing: e.on, unread: e.on ? 0 : s.unread };
    case "line": {
      const m = e.msg;
      const key = lineKey(m);
      if (s.lines.some((l) => l.key === key)) return s; // sent again on reconnecting
      const line: ChatLine = { key, seat: m.seat ?? null, name: String(m.name ?? ""), text: String(m.text ?? ""), at: Number(m.at) || 0 };
      const lines = [...s.lines, line].slice(-CHAT_KEEP);
      // The past lines of the page's first connection were said before the person came.
      const past = s.phase === "history" && s.connections <= 1;
      return { ...s, lines, unread: s.seeing || past ? s.unread : s.unread + 1 };
    }
  }
}

/** "3 unread", or "" with none. */
export const unreadText = (n: number) => (n > 0 ? i18n._({ id: "chat.unread", message: "{count, plural, one {# unread} other {# unread}}", values: { count: n } }) : "");

/** Code points, as the server counts the 200 (an emoji is one). */
export const chatLength = (text: string) => [...text].length;

/** Whether this viewer may chat: players always, spectators when the table allows it. */
export function mayChat(spectator: boolean, spectatorChat: boolean | undefined): boolean {
  return !spectator || spectatorChat === true;
}

/** Whether the line `text` that seat `you` (null: a spectator) sent has come back from the
 * server among the lines after `afterKey` (the last line's key when it was sent; null: there was
 * none). Until it has, the chat field keeps it: a line the server refuses is not lost. */
export function cameBack(lines: ChatLine[], afterKey: string | null, you: number | null, text: string): boolean {
  const from = afterKey === null ? 0 : lines.findIndex((l) => l.key === afterKey) + 1;
  return lines.slice(from).some((l) => l.seat === you && l.text === text);
}
