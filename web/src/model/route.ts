// The URL scheme: `/` the lobby, `/t/ID` a table, `/t/ID/history` its finished hands; and the
// moves between pages. Routing lives here, not in App, so that the pages that link to each
// other can navigate without importing App, which imports them (an import cycle). Only the
// functions below the URL scheme touch the DOM, and only when called: importing this module
// stays safe in the unit tests.
export type Route =
  | { page: "lobby" }
  | { page: "table"; id: string }
  | { page: "history"; id: string; hand: number | null }
  | { page: "missing"; path: string };

export function parseRoute(path: string, search = ""): Route {
  const clean = path.replace(/\/+$/, "") || "/";
  if (clean === "/") return { page: "lobby" };
  const m = /^\/t\/([^/]+)(\/history)?$/.exec(clean);
  if (!m) return { page: "missing", path };
  const id = decodeURIComponent(m[1]);
  if (m[2]) {
    const hand = Number(new URLSearchParams(search).get("hand"));
    return { page: "history", id, hand: Number.isInteger(hand) && hand > 0 ? hand : null };
  }
  return { page: "table", id };
}

export const tablePath = (id: string) => `/t/${encodeURIComponent(id)}`;
export const historyPath = (id: string) => `/t/${encodeURIComponent(id)}/history`;

/** The page the address bar names now. */
export function currentRoute(): Route {
  return parseRoute(location.pathname, location.search);
}

/** Moves to another page of the app without reloading it. */
export function navigate(path: string): void {
  history.pushState(null, "", path);
  // pushState fires no popstate; one is sent so that links and Back/Forward reach the same
  // listeners.
  dispatchEvent(new PopStateEvent("popstate"));
}

/** Calls `listener` with the new route after every move (navigate, Back, Forward); returns the unsubscribe. */
export function onRouteChange(listener: (route: Route) => void): () => void {
  const onPop = () => listener(currentRoute());
  addEventListener("popstate", onPop);
  return () => removeEventListener("popstate", onPop);
}
