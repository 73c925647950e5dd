import { afterEach, describe, expect, it, vi } from "vitest";
import { navigate, onRouteChange, parseRoute, type Route } from "./route";

// The tests run in Node: a window's location, history and events stood in for.
function fakeWindow(start: string) {
  const win = new EventTarget();
  const loc = new URL(start, "http://cardroom.test");
  const pushed: string[] = [];
  vi.stubGlobal("location", loc);
  vi.stubGlobal("history", {
    pushState: (_: unknown, __: string, path: string) => { pushed.push(path); loc.href = new URL(path, loc).href; },
  });
  vi.stubGlobal("PopStateEvent", class extends Event {});
  vi.stubGlobal("addEventListener", win.addEventListener.bind(win));
  vi.stubGlobal("removeEventListener", win.removeEventListener.bind(win));
  vi.stubGlobal("dispatchEvent", win.dispatchEvent.bind(win));
  return { loc, pushed, back: (path: string) => { loc.href = new URL(path, loc).href; win.dispatchEvent(new Event("popstate")); } };
}

afterEach(() => { vi.unstubAllGlobals(); });

describe("the URL scheme", () => {
  it("names the lobby, a table and its history", () => {
    expect(parseRoute("/")).toEqual({ page: "lobby" });
    expect(parseRoute("/t/a%20b/")).toEqual({ page: "table", id: "a b" });
    expect(parseRoute("/t/x/history", "?hand=3")).toEqual({ page: "history", id: "x", hand: 3 });
    expect(parseRoute("/t/x/history", "?hand=0")).toEqual({ page: "history", id: "x", hand: null });
    expect(parseRoute("/elsewhere")).toEqual({ page: "missing", path: "/elsewhere" });
  });
});

describe("moving between pages", () => {
  it("pushes the path and tells the listeners, as Back and Forward do", () => {
    const w = fakeWindow("/");
    const seen: Route[] = [];
    const stop = onRouteChange((r) => seen.push(r));
    navigate("/t/x/history?hand=2");
    expect(w.pushed).toEqual(["/t/x/history?hand=2"]);
    w.back("/");
    expect(seen).toEqual([{ page: "history", id: "x", hand: 2 }, { page: "lobby" }]);
    stop();
    navigate("/t/x");
    expect(seen).toHaveLength(2);
    expect(w.loc.pathname).toBe("/t/x");
  });
});
