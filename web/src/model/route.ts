// The URL scheme: `/` the lobby, `/t/ID` a table, `/t/ID/history` its finished hands.
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
