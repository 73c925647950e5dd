// The lobby's list of open tables, with join (or watch, at a full or locked table) and
// copy-the-link. Unlisted tables never come here (the server leaves them out).
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { gameName } from "../model/actions";
import { navigate, tablePath } from "../model/route";
import type { TableListing } from "../types";
import { CopyLink } from "./CopyLink";

/** "1 hand played", "3 rounds played". */
const playedText = (i18n: I18n, count: number, rounds: boolean) => rounds
  ? i18n._({ id: "tables.rounds-played", message: "{count, plural, one {# round played} other {# rounds played}}", values: { count } })
  : i18n._({ id: "tables.hands-played", message: "{count, plural, one {# hand played} other {# hands played}}", values: { count } });

export function TableList({ tables, onRefresh }: { tables: TableListing[] | null; onRefresh(): void }) {
  const { i18n } = useLingui();
  return (
    <section class="panel tables" aria-labelledby="tables-title">
      <div class="row spread">
        <h2 id="tables-title">{i18n._({ id: "tables.title", message: "Open tables" })}</h2>
        <button type="button" onClick={onRefresh} data-testid="refresh-tables">
          {i18n._({ id: "tables.refresh", message: "Refresh" })}
        </button>
      </div>
      {tables === null ? <p>{i18n._({ id: "tables.loading", message: "Loading…" })}</p>
        : tables.length === 0 ? <p data-testid="no-tables">{i18n._({ id: "tables.none", message: "No table yet: open one." })}</p> : (
        <ul class="table-list" data-testid="table-list">
          {tables.map((t) => {
            const closed = t.locked ? i18n._({ id: "tables.locked", message: "locked by the host" })
              : t.taken >= t.seats ? i18n._({ id: "tables.full", message: "full" }) : null;
            const games = t.games.map((g) => gameName(g)).join(i18n._({ id: "tables.games-or", message: " or " }));
            return (
            <li key={t.id} class="table-row" data-testid={`table-row-${t.id}`}>
              <div>
                <strong>{t.name}</strong>
                <div class="muted">
                  {games} · {i18n._({
                    id: "tables.seats-taken", message: "{taken}/{seats} seats taken", values: { taken: t.taken, seats: t.seats },
                  })} · {playedText(i18n, t.hands_played, t.games.includes("535"))}
                  {t.password && <span data-testid={`password-${t.id}`}> · {i18n._({ id: "tables.password", message: "password to sit" })}</span>}
                  {t.approval && <span data-testid={`approval-${t.id}`}> · {i18n._({ id: "tables.approval", message: "the host lets players in" })}</span>}
                  {closed && <span data-testid={`closed-${t.id}`}> · {closed}</span>}
                </div>
              </div>
              <div class="row">
                <a class={`button${closed ? "" : " primary"}`} href={tablePath(t.id)}
                  data-testid={closed ? `watch-${t.id}` : `join-${t.id}`}
                  onClick={(e) => { e.preventDefault(); navigate(tablePath(t.id)); }}>
                  {closed ? i18n._({ id: "tables.watch", message: "Watch" })
                    : t.approval ? i18n._({ id: "tables.ask-to-join", message: "Ask to join" })
                    : i18n._({ id: "tables.join", message: "Join" })}
                  <span class="sr-only"> {t.name}</span>
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
