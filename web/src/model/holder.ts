// Where a table's socket goes when several `cardroom serve` processes share a room
// (docs/server.md "Several processes"): each table is served by one of them, and the others
// answer its requests with a redirect to that one. fetch follows the redirect by itself, but a
// WebSocket cannot, so before connecting the page asks for the table and connects where the
// answer came from.

/** The address of the process that answered for `tableId`, from the URL the answer came from
 * after any redirect (`https://room.example/p/2/api/tables/ab12` → `https://room.example/p/2`);
 * null when that URL is not the table's (the page then connects to its own server). */
export function holderBase(answeredUrl: string, tableId: string): string | null {
  let url: URL;
  try {
    url = new URL(answeredUrl);
  } catch {
    return null;
  }
  const suffix = `/api/tables/${encodeURIComponent(tableId)}`;
  if (!url.pathname.endsWith(suffix)) return null;
  return url.origin + url.pathname.slice(0, -suffix.length);
}

/** The socket's URL: at the holder's address when known, else at the page's own server. */
export function socketUrl(base: string | null, page: { protocol: string; host: string }, query: string): string {
  if (base) {
    const url = new URL(base);
    const proto = url.protocol === "https:" ? "wss:" : "ws:";
    return `${proto}//${url.host}${url.pathname.replace(/\/$/, "")}/ws?${query}`;
  }
  const proto = page.protocol === "https:" ? "wss:" : "ws:";
  return `${proto}//${page.host}/ws?${query}`;
}
