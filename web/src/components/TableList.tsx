// The lobby's list of open tables, with join and copy-the-link.
import { gameName } from "../model/actions";
import { navigate, tablePath } from "../model/route";
import type { TableListing } from "../types";
import { CopyLink } from "./CopyLink";

export function TableList({ tables, onRefresh }: { tables: TableListing[] | null; onRefresh(): void }) {
  return (
    <section class="panel tables" aria-labelledby="tables-title">
      <div class="row spread">
        <h2 id="tables-title">Open tables</h2>
        <button type="button" onClick={onRefresh} data-testid="refresh-tables">Refresh</button>
      </div>
      {tables === null ? <p>Loading…</p> : tables.length === 0 ? <p data-testid="no-tables">No table yet: open one.</p> : (
        <ul class="table-list" data-testid="table-list">
          {tables.map((t) => (
            <li key={t.id} class="table-row" data-testid={`table-row-${t.id}`}>
              <div>
                <strong>{t.name}</strong>
                <div class="muted">
                  {t.games.map((g) => gameName(g)).join(" or ")} · {t.taken}/{t.seats} seats taken · {t.hands_played} {t.games.includes("535") ? "rounds" : "hands"} played
                </div>
              </div>
              <div class="row">
                <a class="button primary" href={tablePath(t.id)} data-testid={`join-${t.id}`}
                  onClick={(e) => { e.preventDefault(); navigate(tablePath(t.id)); }}>
                  Join<span class="sr-only"> {t.name}</span>
                </a>
                <CopyLink path={tablePath(t.id)} target={t.name} testid={`copy-${t.id}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
