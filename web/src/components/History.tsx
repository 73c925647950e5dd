// The hand history replayer: every finished hand of the table, stepped through action by
// action (← → or the buttons) on the table as a spectator saw it, the hands shown at the end open
// from the start, with the result at the end. A hand the server no longer keeps for replaying
// steps through its record's words instead. Below it, the settle-up and the downloads.
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "preact/hooks";
import { api, savedSeat } from "../api";
import { cardFace } from "../model/cards";
import { historyStep, replayCaption, replayTable, stepCount } from "../model/history";
import { earlierWindow, firstWindow } from "../model/history_pages";
import { navigate, tablePath } from "../model/route";
import type { HandRecord, HandReplay, Ledger, TableInfo } from "../types";
import { Card } from "./Card";
import { Log } from "./Log";
import { SettleUp } from "./SettleUp";
import { Showdown } from "./Showdown";
import { Table } from "./Table";
import { seatName } from "../model/seats";

export function History({ id, hand }: { id: string; hand: number | null }) {
  const { i18n } = useLingui();
  const [records, setRecords] = useState<HandRecord[] | null>(null);
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [ledger, setLedger] = useState<Ledger | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState(0);
  // The server's replay of the hand on show; null while loading or when it has none.
  const [replay, setReplay] = useState<HandReplay | null>(null);
  const [replayNote, setReplayNote] = useState<string | null>(null);

  useEffect(() => {
    // The latest hands (or those up to the hand linked to), not the table's whole history.
    api.table(id).then((t) => {
      setInfo(t);
      const w = firstWindow(t.hands_played, hand);
      return api.hands(id, w.after, w.limit);
    }).then((r) => {
      setRecords(r);
      const at = hand !== null ? r.findIndex((x) => x.hand === hand) : r.length - 1;
      setIndex(Math.max(0, at));
      setStep(0);
    }).catch((e) => setError(String(e.message ?? e)));
    api.ledger(id).then(setLedger).catch(() => undefined);
  }, [id]);
  // Reads the page of hands before the first one shown; the hand on show stays on show.
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const earlier = records?.length ? earlierWindow(records[0].hand) : null;
  const readEarlier = () => {
    if (!earlier || loadingEarlier) return;
    setLoadingEarlier(true);
    api.hands(id, earlier.after, earlier.limit).then((r) => {
      setRecords((now) => [...r, ...(now ?? [])]);
      setIndex((i) => i + r.length);
    }).catch((e) => setError(String(e.message ?? e))).finally(() => setLoadingEarlier(false));
  };

  const record = records?.[index];
  useEffect(() => {
    setReplay(null);
    setReplayNote(null);
    if (!record) return;
    let live = true;
    // This browser's seat at the table, if any: its player's own cards show in the replay.
    api.replay(id, record.hand, savedSeat(id)?.token).then((r) => { if (live) setReplay(r); })
      .catch((e) => { if (live) setReplayNote(String(e.message ?? e)); });
    return () => { live = false; };
  }, [id, record?.hand, i18n.locale]);
  // Names: who sat in each seat in this very hand (the replay's seats: a player who has left
  // since keeps their name), else the ledger's, which knows everyone who sat (bots included).
  const steps = replay && replay.hand === record?.hand ? replay.steps : null;
  const names = new Map<number, string>();
  for (const e of ledger?.entries ?? []) names.set(e.seat, e.name);
  for (const e of ledger?.scores ?? []) names.set(e.seat, e.name);
  (steps?.[0]?.seats ?? []).forEach((s, i) => { if (s?.name) names.set(i, s.name); });
  const nameOf = (seat: number) => names.get(seat) ?? seatName(seat);
  const model = record ? historyStep(record, step, nameOf) : null;
  const last = steps ? steps.length - 1 : record ? stepCount(record) - 1 : 0;
  const shownStep = steps ? steps[Math.min(step, last)] : null;
  const table = shownStep ? replayTable(shownStep) : null;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.tagName === "SELECT") return;
      if (e.key === "ArrowRight") setStep((s) => Math.min(last, s + 1));
      else if (e.key === "ArrowLeft") setStep((s) => Math.max(0, s - 1));
      else if (e.key === "Home") setStep(0);
      else if (e.key === "End") setStep(last);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [last]);

  return (
    <main class="page history" data-testid="history">
      <header class="top">
        <a href={tablePath(id)} class="back" onClick={(e) => { e.preventDefault(); navigate(tablePath(id)); }}>{i18n._({ id: "history.back", message: "← Back to the table" })}</a>
        <h1>{info ? i18n._({ id: "history.title-of", message: "Hand history: {name}", values: { name: info.name } }) : i18n._({ id: "table.history-link", message: "Hand history" })}</h1>
      </header>
      {error && <p class="error" role="alert">{error}</p>}
      {records === null ? <p>{i18n._({ id: "history.loading", message: "Loading…" })}</p> : records.length === 0 ? <p data-testid="history-empty">{i18n._({ id: "history.empty", message: "No finished hand yet." })}</p> : (
        <>
          <div class="row wrap">
            <label for="history-hand">{i18n._({ id: "history.hand", message: "Hand" })}</label>
            <select id="history-hand" data-testid="history-hand" value={String(index)}
              onChange={(e) => { setIndex(Number((e.target as HTMLSelectElement).value)); setStep(0); }}>
              {records.map((r, i) => <option key={r.hand} value={String(i)}>{r.hand}</option>)}
            </select>
            {earlier && <button type="button" onClick={readEarlier} disabled={loadingEarlier} data-testid="history-earlier">{i18n._({ id: "history.earlier", message: "Earlier hands ({count})", values: { count: earlier.limit } })}</button>}
            <button type="button" onClick={() => setStep(0)} disabled={step === 0} data-testid="history-start">{i18n._({ id: "history.start", message: "« Start" })}</button>
            <button type="button" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0} data-testid="history-prev" aria-keyshortcuts="ArrowLeft">{i18n._({ id: "history.prev", message: "◀ Back" })}</button>
            <button type="button" onClick={() => setStep((s) => Math.min(last, s + 1))} disabled={step >= last} data-testid="history-next" aria-keyshortcuts="ArrowRight">{i18n._({ id: "history.next", message: "Next ▶" })}</button>
            <button type="button" onClick={() => setStep(last)} disabled={step >= last} data-testid="history-end">{i18n._({ id: "history.end", message: "End »" })}</button>
            <span class="muted" data-testid="history-step" aria-live="polite">{i18n._({ id: "history.step", message: "Step {step} of {last}", values: { step, last } })}</span>
          </div>
          {!steps && !replayNote && <p class="muted">{i18n._({ id: "history.loading-replay", message: "Loading the replay…" })}</p>}
          {replayNote && <p class="muted" data-testid="history-note">{i18n._({ id: "history.record-instead", message: "{why}: showing the hand's record instead.", values: { why: replayNote } })}</p>}
          {model && table && shownStep && steps && (
            <div class="history-replay" data-testid="history-replay">
              <div class="panel" data-testid="history-caption" aria-live="polite">
                <h2 data-testid="history-title">{model.title}</h2>
                {replayCaption(steps, Math.min(step, last), (s) => shownStep.seats[s]?.name ?? nameOf(s))
                  .map((line, i) => <p key={i} class="caption">{line}</p>)}
              </div>
              <Table model={table} />
              <div class="history-grid">
                <Log lines={table.log} title={i18n._({ id: "history.so-far", message: "The hand so far" })} />
                {table.result && <Showdown result={table.result} testid="history-result" />}
              </div>
            </div>
          )}
          {model && !steps && replayNote && (
            <div class="history-grid">
              <section class="panel">
                <h2 data-testid="history-title">{model.title}</h2>
                <p>{i18n._({ id: "history.dealer", message: "Dealer: {name}", values: { name: model.dealer } })}</p>
                <h3>{i18n._({ id: "history.at-start", message: "At the start" })}</h3>
                <ul>{model.start.map((s) => <li key={s.seat}>{s.name}{i18n._({ id: "punct.colon", message: ":" })} {model.unit === "points"
                  ? i18n._({ id: "seat.points", message: "{count, plural, one {# point} other {# points}}", values: { count: s.amount } })
                  : i18n._({ id: "seat.chips", message: "{count, plural, one {# chip} other {# chips}}", values: { count: s.amount } })}</li>)}</ul>
                <h3>{i18n._({ id: "history.actions", message: "Actions" })}</h3>
                {model.actions.length === 0 ? <p class="muted">{i18n._({ id: "history.dealt-next", message: "Dealt. Press Next (→) to see the first action." })}</p> : (
                  <ol class="history-actions" data-testid="history-actions">
                    {model.actions.map((a) => <li key={a.n} class={a.current ? "current" : ""} aria-current={a.current ? "step" : undefined}>{a.text}</li>)}
                  </ol>
                )}
              </section>
              {model.finished && (
                <section class="panel" data-testid="history-shown">
                  <h2>{i18n._({ id: "history.shown", message: "Shown" })}</h2>
                  {model.shown.length === 0 ? <p class="muted">{i18n._({ id: "history.nothing-shown", message: "Nothing was shown." })}</p> : model.result?.shown.length ? null : (
                    <ul class="shown-list">
                      {model.shown.map((s) => (
                        <li key={s.seat}>{s.name}{i18n._({ id: "punct.colon", message: ":" })} <span class="cards-inline">{s.cards.map((c, i) => <Card key={i} face={cardFace(c)} small />)}</span></li>
                      ))}
                    </ul>
                  )}
                  {model.result && <Showdown result={model.result} testid="history-result" />}
                </section>
              )}
            </div>
          )}
        </>
      )}
      {ledger && <SettleUp id={id} ledger={ledger} />}
    </main>
  );
}
