// The lobby's list of open tables, with join (or watch, at a full or locked table) and
// copy-the-link. Unlisted tables never come here (the server leaves them out).
import { gameName } from "../model/actions";
import { navigate, tablePath } from "../model/route";
import type { TableListing } from "../types";
import { CopyLink } from "./CopyLink";

/** "1 hand played", "3 rounds played". */
const playedText = (n: number, rounds: boolean) => `${n} ${rounds ? "round" : "hand"}${n === 1 ? "" : "s"} played`;

export function TableList({ tables, onRefresh }: { tables: TableListing[] | null; onRefresh(): void }) {
  return (
    <section class="panel tables" aria-labelledby="tables-title">
      <div class="row spread">
        <h2 id="tables-title">Open tables</h2>
        <button type="button" onClick={onRefresh} data-testid="refresh-tables">Refresh</button>
      </div>
      {tables === null ? <p>Loading…</p> : tables.length === 0 ? <p data-testid="no-tables">No table yet: open one.</p> : (
        <ul class="table-list" data-testid="table-list">
          {tables.map((t) => {
            const closed = t.locked ? "locked by the host" : t.taken >= t.seats ? "full" : null;
            return (
            <li key={t.id} class="table-row" data-testid={`table-row-${t.id}`}>
              <div>
                <strong>{t.name}</strong>
                <div class="muted">
                  {t.games.map((g) => gameName(g)).join(" or ")} · {t.taken}/{t.seats} seats taken · {playedText(t.hands_played, t.games.includes("535"))}
                  {t.password && <span data-testid={`password-${t.id}`}> · password to sit</span>}
                  {t.approval && <span data-testid={`approval-${t.id}`}> · the host lets players in</span>}
                  {closed && <span data-testid={`closed-${t.id}`}> · {closed}</span>}
                </div>
              </div>
              <div class="row">
                <a class={`button${closed ? "" : " primary"}`} href={tablePath(t.id)}
                  data-testid={closed ? `watch-${t.id}` : `join-${t.id}`}
                  onClick={(e) => { e.preventDefault(); navigate(tablePath(t.id)); }}>
                  {closed ? "Watch" : t.approval ? "Ask to join" : "Join"}<span class="sr-only"> {t.name}</span>
                </a>
                <CopyLink path={tablePath(t.id)} target={t.name} testid={`copy-${t.id}`} />
              </div>
            </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
