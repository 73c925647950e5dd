// The table's chat: the lines said (each shown as text: names and words are data, never markup),
// a field of at most 200 characters, the server's refusals inline, and the count of lines that
// came while the panel was closed or scrolled up.
import { useLingui } from "@lingui/react";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { cameBack, CHAT_MAX, type ChatLine, chatLength, unreadText } from "../model/chat";

interface Props {
  lines: ChatLine[];
  unread: number;
  open: boolean;
  onOpen(open: boolean): void;
  /** Whether the newest line is in sight (the panel open and scrolled to its end). */
  onSeeing(seeing: boolean): void;
  /** Sends a line; false when not connected. */
  onSend(text: string): boolean;
  error: string | null;
  /** Null: may chat; else why not ("Only the players chat at this table."). */
  closedText: string | null;
  you: number | null;
}

export function ChatPanel({ lines, unread, open, onOpen, onSeeing, onSend, error, closedText, you }: Props) {
  const { i18n } = useLingui();
  const [text, setText] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  // The line sent and not yet back from the server: the field keeps it until it comes back, so
  // a line refused (too fast, chat closed) can be sent again.
  const [sent, setSent] = useState<{ text: string; after: string | null } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);

  const measure = () => {
    const el = list.current;
    if (!el) return true;
    return el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
  };
  // New lines: follow them when the end was in sight.
  useLayoutEffect(() => {
    const el = list.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, [lines.length, open]);
  useEffect(() => {
    if (!open) { onSeeing(false); return; }
    atEnd.current = measure();
    onSeeing(atEnd.current);
  }, [open, lines.length]);

  useEffect(() => {
    if (!sent || !cameBack(lines, sent.after, you, sent.text)) return;
    setText((now) => (now.trim() === sent.text ? "" : now));
    setSent(null);
  }, [lines, sent]);
  useEffect(() => { if (error) setSent(null); }, [error]);

  const send = (e: Event) => {
    e.preventDefault();
    const t = text.trim();
    if (!t) return;
    if (chatLength(t) > CHAT_MAX) { setLocalError(i18n._({ id: "chat.too-long", message: "At most {count} characters.", values: { count: CHAT_MAX } })); return; }
    if (onSend(t)) { setSent({ text: t, after: lines.at(-1)?.key ?? null }); setLocalError(null); atEnd.current = true; }
    else setLocalError(i18n._({ id: "table.not-connected", message: "Not connected: wait for the connection to come back." }));
  };
  const shownError = localError ?? error;
  const count = unreadText(unread);
  return (
    <section class={`panel chat${open ? " open" : ""}`} aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title" class="chat-head">
        <button type="button" class="chat-toggle" aria-expanded={open} aria-controls="chat-body" data-testid="chat-toggle"
          onClick={() => onOpen(!open)}>
          {i18n._({ id: "chat.title", message: "Chat" })}
          {count && <span class="badge" data-testid="chat-unread"> {count}</span>}
        </button>
      </h2>
      <div id="chat-body" hidden={!open}>
        {lines.length === 0
          ? <p class="muted" data-testid="chat-empty">{i18n._({ id: "chat.empty", message: "Nothing said yet." })}</p>
          : (
            <div class="chat-lines" ref={list} tabIndex={0} aria-label={i18n._({ id: "chat.messages", message: "Chat messages" })} role="log" data-testid="chat-lines"
              onScroll={() => { const end = measure(); if (end !== atEnd.current) { atEnd.current = end; onSeeing(end); } }}>
              <ol>{lines.map((l) => (
                <li key={l.key} class={l.seat !== null && l.seat === you ? "mine" : ""} data-testid="chat-line">
                  <span class="chat-name">{l.name}</span>{i18n._({ id: "punct.colon", message: ":" })}{" "}
                  <span class="chat-text">{l.text}</span>
                </li>
              ))}</ol>
            </div>
          )}
        {closedText ? <p class="muted" data-testid="chat-closed">{closedText}</p> : (
          <form class="chat-form" onSubmit={send}>
            <label for="chat-input" class="sr-only">{i18n._({ id: "chat.message", message: "Message" })}</label>
            <input id="chat-input" data-testid="chat-input" maxLength={CHAT_MAX} value={text} autocomplete="off"
              aria-describedby="chat-count"
              onInput={(e) => setText((e.target as HTMLInputElement).value)} />
            <button type="submit" data-testid="chat-send">{i18n._({ id: "chat.send", message: "Send" })}</button>
            <small id="chat-count" class="help">{chatLength(text)}/{CHAT_MAX}</small>
          </form>
        )}
        {shownError && <p class="error" role="alert" data-testid="chat-error">{shownError}</p>}
      </div>
    </section>
  );
}
