import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../types";
import { chatLength, chatReduce, type ChatEvent, initialChat, mayChat, unreadText } from "./chat";

const line = (text: string, at: number, seat: number | null = 1, name = "Bo"): ChatEvent =>
  ({ type: "line", msg: { type: "chat", seat, name, text, at } as ChatMessage });
const run = (events: ChatEvent[], seeing = false) => events.reduce(chatReduce, initialChat(seeing));

describe("the chat's lines and unread count", () => {
  it("does not count the table's past lines, sent with the first view, as unread", () => {
    const s = run([{ type: "connected" }, { type: "view" }, line("old", 1), line("older", 2)]);
    expect(s.lines.map((l) => l.text)).toEqual(["old", "older"]);
    expect(s.unread).toBe(0);
  });

  it("counts a line said after that while the panel is closed or scrolled up", () => {
    const s = run([{ type: "connected" }, { type: "view" }, line("old", 1), { type: "view" }, line("hi", 3), line("there", 4)]);
    expect(s.unread).toBe(2);
    expect(unreadText(s.unread)).toBe("2 unread");
    const seen = chatReduce(s, { type: "seeing", on: true });
    expect(seen.unread).toBe(0);
    expect(unreadText(seen.unread)).toBe("");
    // While seen, new lines are read as they come.
    expect(chatReduce(seen, line("more", 5)).unread).toBe(0);
  });

  it("drops the lines a reconnection sends again, and counts the ones missed meanwhile", () => {
    let s = run([{ type: "connected" }, { type: "view" }, { type: "view" }, line("a", 1), line("b", 2)]);
    expect(s.unread).toBe(2);
    s = chatReduce(s, { type: "seeing", on: true });
    s = chatReduce(s, { type: "seeing", on: false });
    // Reconnected: the first view, then the last lines again, one of them new.
    s = [{ type: "connected" } as ChatEvent, { type: "view" } as ChatEvent, line("a", 1), line("b", 2), line("c", 3)].reduce(chatReduce, s);
    expect(s.lines.map((l) => l.text)).toEqual(["a", "b", "c"]);
    expect(s.unread).toBe(1);
  });

  it("ends the past lines at the next message of any kind", () => {
    const s = run([{ type: "connected" }, { type: "view" }, { type: "other" }, line("live", 9)]);
    expect(s.unread).toBe(1);
  });

  it("keeps text as it came, markup included", () => {
    const s = run([{ type: "connected" }, { type: "view" }, line("<b>x</b><img src=x onerror=alert(1)>", 1, null, "spectator")]);
    expect(s.lines[0]).toMatchObject({ text: "<b>x</b><img src=x onerror=alert(1)>", seat: null, name: "spectator" });
  });
});

describe("chat rules", () => {
  it("counts code points as the server does", () => {
    expect(chatLength("a😀b")).toBe(3);
  });
  it("lets players chat, and spectators only where the table allows it", () => {
    expect(mayChat(false, false)).toBe(true);
    expect(mayChat(true, false)).toBe(false);
    expect(mayChat(true, undefined)).toBe(false);
    expect(mayChat(true, true)).toBe(true);
  });
});
