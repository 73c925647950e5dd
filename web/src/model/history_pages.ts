// Which finished hands the history page reads. The server serves the history a page at a time
// (GET /api/tables/ID/hands?after=K&limit=N, at most 1000 hands); a table that has played for
// months must not send them all to a phone. The page opens on the latest hands (or around the
// hand it was linked to) and reads earlier ones when asked.

/** The hands one read brings: enough to step back through an evening, light on a phone. */
export const HISTORY_PAGE = 100;

export interface HandsWindow {
  after: number;
  limit: number;
}

/** The first read: the last `page` hands up to `hand` (the hand linked to, when it is finished),
 * else up to the last finished one. */
export function firstWindow(handsPlayed: number, hand: number | null, page = HISTORY_PAGE): HandsWindow {
  const upTo = hand !== null && hand >= 1 && hand <= handsPlayed ? hand : handsPlayed;
  const after = Math.max(0, upTo - page);
  return { after, limit: Math.max(1, Math.min(page, handsPlayed - after)) };
}

/** The read before the first hand shown (`first`), or null when it is hand 1. */
export function earlierWindow(first: number, page = HISTORY_PAGE): HandsWindow | null {
  if (first <= 1) return null;
  const after = Math.max(0, first - 1 - page);
  return { after, limit: first - 1 - after };
}
