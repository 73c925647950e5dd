// The host's panel, for the browser that holds the table's host token: pause and resume, lock,
// the settings for the next hand (PATCH /api/tables/ID), the rebuy requests waiting for an
// answer, and clearing a seat. Every refusal shows the server's own words. Whether the table is
// paused, pausing or locked is read from each view (host-state), never kept as a message that
// the table's next move would leave standing.
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "preact/hooks";
import { formatNumber } from "../i18n";
import { api } from "../api";
import { gameName } from "../model/actions";
import { type HostForm, hostForm, hostGames, rebuyRequestText, seatRequests, seatRequestText, settingsPatch, settingsSavedText } from "../model/host";
import { choicesFor, withBase } from "../model/rules";
import type { RebuyRequest, RulesCatalogue, TableConfig, ViewMessage } from "../types";
import { RuleField } from "./RuleField";
import { seatName, seatNumber } from "../model/seats";

interface Props {
  id: string;
  host: string;
  view: ViewMessage;
  catalogue: RulesCatalogue | null;
  /** The table's config as the page first read it (the settings form waits for the host's own read). */
  config: TableConfig | undefined;
}

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function HostPanel({ id, host, view, catalogue, config }: Props) {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  const run = async (what: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await what());
    } catch (e) {
      setError(errText(e));
    } finally {
      setBusy(false);
    }
  };

  const paused = view.paused === true;
  const pausing = view.pausing === true;
  const locked = view.locked === true;
  const rebuys: RebuyRequest[] = view.rebuys ?? [];
  const asking = seatRequests(view);
  const seats = view.seats.map((s, i) => (s ? { seat: i, name: s.name } : null)).filter((s): s is { seat: number; name: string } => !!s);
  const chips = config ? !config.games.includes("535") : true;

  return (
    <section class="panel host-panel" aria-labelledby="host-title" data-testid="host-panel">
      <h2 id="host-title">{i18n._({ id: "host.title", message: "Host" })}</h2>
      <div class="row wrap">
        {paused ? (
          <button type="button" class="primary" disabled={busy} data-testid="host-resume"
            onClick={() => run(async () => { await api.resume(id, host); return null; })}>{i18n._({ id: "host.resume", message: "Resume" })}</button>
        ) : (
          <>
            {!pausing && (
              <button type="button" disabled={busy} data-testid="host-pause"
                onClick={() => run(async () => {
                  await api.pause(id, host);
                  return null;
                })}>{i18n._({ id: "host.pause-after", message: "Pause after this hand" })}</button>
            )}
            <button type="button" disabled={busy} data-testid="host-pause-now"
              onClick={() => run(async () => { await api.pause(id, host, true); return null; })}>{i18n._({ id: "host.pause-now", message: "Pause now" })}</button>
            {pausing && (
              <button type="button" disabled={busy} data-testid="host-resume"
                onClick={() => run(async () => { await api.resume(id, host); return null; })}>{i18n._({ id: "host.play-on", message: "Play on (no pause)" })}</button>
            )}
          </>
        )}
        <button type="button" disabled={busy} data-testid="host-lock" aria-pressed={locked}
          onClick={() => run(async () => {
            await api.lock(id, host, !locked);
            return null;
          })}>{locked ? i18n._({ id: "host.unlock", message: "Unlock the table" }) : i18n._({ id: "host.lock", message: "Lock the table" })}</button>
      </div>
      <p class="muted host-state" role="status" data-testid="host-state">
        {paused ? i18n._({ id: "host.state-paused", message: "Paused." }) : pausing ? i18n._({ id: "host.state-pausing", message: "Pausing when this hand ends." })
          : i18n._({ id: "host.state-playing", message: "Playing." })}{" "}
        {locked ? i18n._({ id: "host.state-locked", message: "Locked: no new seats." }) : i18n._({ id: "host.state-open", message: "Open to new players." })}
      </p>

      {asking.length > 0 && (
        <div class="host-seat-requests" data-testid="host-seat-requests">
          <h3>{i18n._({ id: "host.asking", message: "Asking to sit down" })}</h3>
          <ul>
            {asking.map((r) => (
              <li key={r.seat} data-testid={`seat-request-${r.seat}`}>
                <span>{seatRequestText(r)}</span>
                <span class="row wrap">
                  <button type="button" class="primary" disabled={busy} data-testid={`seat-approve-${r.seat}`}
                    onClick={() => run(async () => {
                      await api.answerSeat(id, r.seat, true, host);
                      return chips ? i18n._({ id: "host.let-in-hand", message: "{name} is in: dealt in from the next hand.", values: { name: r.name } })
                        : i18n._({ id: "host.let-in-game", message: "{name} is in: dealt in from the next game.", values: { name: r.name } });
                    })}>{i18n._({ id: "host.let-in", message: "Let in" })}<span class="sr-only"> {r.name}</span></button>
                  <button type="button" disabled={busy} data-testid={`seat-deny-${r.seat}`}
                    onClick={() => run(async () => {
                      await api.answerSeat(id, r.seat, false, host);
                      return i18n._({ id: "host.turned-away", message: "{name} was turned away.", values: { name: r.name } });
                    })}>
                    {i18n._({ id: "host.turn-away", message: "Turn away" })}<span class="sr-only"> {r.name}</span></button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {chips && (
        <div class="host-rebuys" data-testid="host-rebuys">
          <h3>{i18n._({ id: "host.rebuys", message: "Rebuy requests" })}</h3>
          {rebuys.length === 0 ? <p class="muted" data-testid="host-no-rebuys">{i18n._({ id: "host.no-rebuys", message: "None waiting." })}</p> : (
            <ul>
              {rebuys.map((r) => (
                <li key={r.id} data-testid={`rebuy-request-${r.id}`}>
                  <span>{rebuyRequestText(r)}</span>
                  {!r.approved && (
                    <span class="row wrap">
                      <button type="button" class="primary" disabled={busy} data-testid={`rebuy-approve-${r.id}`}
                        onClick={() => run(async () => {
                          const a = await api.answerRebuy(id, r.id, true, host);
                          return a.waiting ? i18n._({ id: "host.approved-waiting", message: "Approved: {name}'s chips come when the hand ends.", values: { name: r.name } })
                            : i18n._({ id: "host.approved-stack", message: "Approved: {name} has {chips} chips.", values: { name: r.name, chips: formatNumber(a.stack) } });
                        })}>{i18n._({ id: "host.approve", message: "Approve" })}<span class="sr-only"> {i18n._({ id: "host.rebuy-of", message: "{name}'s rebuy", values: { name: r.name } })}</span></button>
                      <button type="button" disabled={busy} data-testid={`rebuy-deny-${r.id}`}
                        onClick={() => run(async () => {
                          await api.answerRebuy(id, r.id, false, host);
                          return i18n._({ id: "host.refused-rebuy", message: "Refused {name}'s rebuy.", values: { name: r.name } });
                        })}>
                        {i18n._({ id: "host.deny", message: "Deny" })}<span class="sr-only"> {i18n._({ id: "host.rebuy-of", message: "{name}'s rebuy", values: { name: r.name } })}</span></button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <details class="host-seats" data-testid="host-seats">
        <summary>{i18n._({ id: "host.seats", message: "Seats" })}</summary>
        <ul>
          {seats.map((s) => (
            <li key={s.seat} class="row wrap">
              <span>{i18n._({ id: "seat.label", message: "{seat}: {name}", values: { seat: seatName(s.seat), name: s.name } })}</span>
              {removing === s.seat ? (
                <>
                  <button type="button" class="danger" disabled={busy} data-testid={`remove-seat-${s.seat}-confirm`}
                    onClick={() => run(async () => {
                      setRemoving(null);
                      await api.leave(id, s.seat, host);
                      return i18n._({ id: "host.removed", message: "{name} leaves seat {seat} (cashed out when the hand in play ends).", values: { name: s.name, seat: seatNumber(s.seat) } });
                    })}>{i18n._({ id: "host.remove-confirm", message: "Yes, remove {name}", values: { name: s.name } })}</button>
                  <button type="button" onClick={() => setRemoving(null)}>{i18n._({ id: "host.cancel", message: "Cancel" })}</button>
                </>
              ) : (
                <button type="button" disabled={busy} data-testid={`remove-seat-${s.seat}`} onClick={() => setRemoving(s.seat)}>
                  {i18n._({ id: "host.remove", message: "Remove" })}<span class="sr-only"> {i18n._({ id: "host.remove-who", message: "{name} from seat {seat}", values: { name: s.name, seat: seatNumber(s.seat) } })}</span></button>
              )}
            </li>
          ))}
        </ul>
      </details>

      {catalogue && <HostSettings id={id} host={host} catalogue={catalogue} onSaved={(t) => { setError(null); setStatus(t); }}
        onError={(t) => { setStatus(null); setError(t); }} />}

      <div role="status" data-testid="host-status">{status && <p class="ok">{status}</p>}</div>
      {error && <p class="error" role="alert" data-testid="host-error">{error}</p>}
    </section>
  );
}

/** The settings for the next hand: stakes, timer, pause, games, house rules, the evening's options. */
function HostSettings({ id, host, catalogue, onSaved, onError }: {
  id: string; host: string; catalogue: RulesCatalogue; onSaved(text: string): void; onError(text: string): void;
}) {
  const { i18n } = useLingui();
  const [next, setNext] = useState<TableConfig | null>(null);
  const [form, setForm] = useState<HostForm | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  // The settings the next hand would use: read when the form opens (another tab may have changed them).
  useEffect(() => {
    if (!open) return;
    let live = true;
    api.tableAsHost(id, host).then((info) => {
      if (!live) return;
      const c = info.next_config ?? info.config;
      setNext(c);
      setForm(hostForm(catalogue, c));
    }).catch((e) => onError(errText(e)));
    return () => { live = false; };
  }, [open]);

  const update = (patch: Partial<HostForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!form || !next) return;
    const body = settingsPatch(catalogue, next, form);
    if (!Object.keys(body).length) { onSaved(i18n._({ id: "host.nothing-changed", message: "Nothing changed." })); return; }
    setBusy(true);
    try {
      const r = await api.settings(id, body, host);
      setNext(r.next_config);
      setForm(hostForm(catalogue, r.next_config));
      onSaved(settingsSavedText(r.from_next_hand));
    } catch (err) {
      onError(errText(err));
    } finally {
      setBusy(false);
    }
  };

  const games = next ? hostGames(next) : [];
  const five35 = games.includes("535");
  const first = next ? catalogue[next.games.find((g) => catalogue[g]) ?? games[0]] : undefined;
  return (
    <details class="host-settings" data-testid="host-settings" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{i18n._({ id: "host.settings", message: "Settings for the next hand" })}</summary>
      {!form || !next ? <p class="muted">{i18n._({ id: "host.reading", message: "Reading the table's settings…" })}</p> : (
        <form onSubmit={submit} data-testid="host-settings-form">
          {!five35 && (
            <fieldset class="field stakes">
              <legend>{i18n._({ id: "host.stakes", message: "Stakes" })}</legend>
              {choicesFor(first, true).map((c) => (
                <RuleField key={c.key} choice={c} prefix="host-stakes" value={form.betting[c.key]}
                  onChange={(v) => update({ betting: { ...form.betting, [c.key]: v } })} />
              ))}
            </fieldset>
          )}
          <div class="row wrap">
            <div class="field">
              <label for="host-timer">{i18n._({ id: "host.timer", message: "Seconds to decide" })}</label>
              <input id="host-timer" data-testid="host-timer" type="number" min={0} max={3600} value={String(form.timer_s)}
                aria-describedby="host-timer-help"
                onInput={(e) => update({ timer_s: Number((e.target as HTMLInputElement).value) || 0 })} />
              <small class="help" id="host-timer-help">{i18n._({ id: "host.timer-help", message: "0: no timer" })}</small>
            </div>
            <div class="field">
              <label for="host-pause-s">{i18n._({ id: "host.pause-s", message: "Seconds a result shows" })}</label>
              <input id="host-pause-s" data-testid="host-pause-s" type="number" min={0} max={600} value={String(form.pause_s)}
                onInput={(e) => update({ pause_s: Number((e.target as HTMLInputElement).value) || 0 })} />
            </div>
            <div class="field">
              <label for="host-time-bank">{i18n._({ id: "host.time-bank", message: "Time bank (seconds)" })}</label>
              <input id="host-time-bank" data-testid="host-time-bank" type="number" min={0} max={3600} value={String(form.time_bank_s)}
                onInput={(e) => update({ time_bank_s: Number((e.target as HTMLInputElement).value) || 0 })} />
            </div>
            {!five35 && (
              <div class="field">
                <label for="host-max-buy-in">{i18n._({ id: "host.max-buy-in", message: "Most chips after a rebuy" })}</label>
                <input id="host-max-buy-in" data-testid="host-max-buy-in" type="number" min={1} value={String(form.max_buy_in ?? "")}
                  onInput={(e) => update({ max_buy_in: Number((e.target as HTMLInputElement).value) || null })} />
              </div>
            )}
          </div>
          {!five35 && (
            <fieldset class="field">
              <legend>{i18n._({ id: "host.games", message: "Games" })}</legend>
              {games.map((g) => (
                <div class="check" key={g}>
                  <input type="checkbox" id={`host-game-${g}`} data-testid={`host-game-${g}`} checked={form.games.includes(g)}
                    onChange={(e) => {
                      const on = (e.target as HTMLInputElement).checked;
                      const list = on ? [...form.games.filter((x) => x !== g), g] : form.games.filter((x) => x !== g);
                      update({ games: list.length ? list : [g] });
                    }} />
                  <label for={`host-game-${g}`}>{gameName(g)} ({g})</label>
                </div>
              ))}
            </fieldset>
          )}
          <div class="field check">
            <input type="checkbox" id="host-approve" data-testid="host-approve-rebuys" checked={form.approve_rebuys} disabled={five35}
              onChange={(e) => update({ approve_rebuys: (e.target as HTMLInputElement).checked })} />
            <label for="host-approve">{i18n._({ id: "host.approve-rebuys", message: "Rebuys wait for my approval" })}</label>
          </div>
          <div class="field check">
            <input type="checkbox" id="host-spectator-chat" data-testid="host-spectator-chat" checked={form.spectator_chat}
              onChange={(e) => update({ spectator_chat: (e.target as HTMLInputElement).checked })} />
            <label for="host-spectator-chat">{i18n._({ id: "host.spectator-chat", message: "Spectators may chat" })}</label>
          </div>
          <div class="field check">
            <input type="checkbox" id="host-hints" data-testid="host-hints" checked={form.hints}
              onChange={(e) => update({ hints: (e.target as HTMLInputElement).checked })} />
            <label for="host-hints">{i18n._({ id: "host.hints", message: "Hints (advice for seated players)" })}</label>
          </div>
          <fieldset class="field" data-testid="host-who-sits">
            <legend>{i18n._({ id: "host.who-sits", message: "Who may sit" })}</legend>
            <div class="check">
              <input type="checkbox" id="host-listed" data-testid="host-listed" checked={form.listed}
                onChange={(e) => update({ listed: (e.target as HTMLInputElement).checked })} />
              <label for="host-listed">{i18n._({ id: "host.listed", message: "Listed in the lobby (off: only people with the link find it)" })}</label>
            </div>
            <div class="check">
              <input type="checkbox" id="host-approve-seats" data-testid="host-approve-seats" checked={form.approve_seats}
                onChange={(e) => update({ approve_seats: (e.target as HTMLInputElement).checked })} />
              <label for="host-approve-seats">{i18n._({ id: "host.approve-seats", message: "New players wait for my yes to sit down" })}</label>
            </div>
            <div class="check">
              <input type="checkbox" id="host-auto-sit-out" data-testid="host-auto-sit-out" checked={form.auto_sit_out}
                onChange={(e) => update({ auto_sit_out: (e.target as HTMLInputElement).checked })} />
              <label for="host-auto-sit-out">{i18n._({ id: "host.auto-sit-out", message: "Sit out players who miss two turns in a row or drop off on their turn" })}</label>
            </div>
            <label for="host-password">{next.password ? i18n._({ id: "host.new-password", message: "New password (blank: keep it)" })
              : i18n._({ id: "host.password", message: "Password to sit down (blank: none)" })}</label>
            <input id="host-password" data-testid="host-password" type="text" maxLength={64} autoComplete="off" value={form.new_password}
              onInput={(e) => update({ new_password: (e.target as HTMLInputElement).value })} />
            {next.password && (
              <div class="check">
                <input type="checkbox" id="host-remove-password" data-testid="host-remove-password" checked={form.remove_password}
                  disabled={!!form.new_password}
                  onChange={(e) => update({ remove_password: (e.target as HTMLInputElement).checked })} />
                <label for="host-remove-password">{i18n._({ id: "host.remove-password", message: "No password any more" })}</label>
              </div>
            )}
          </fieldset>
          {games.filter((g) => five35 || form.games.includes(g)).map((g) => (
            <details class="house-rules" key={g} data-testid={`host-rules-${g}`}>
              <summary>{i18n._({ id: "host.house-rules", message: "House rules: {game}", values: { game: gameName(g) } })}</summary>
              {choicesFor(withBase(catalogue[g], next.rules?.[g]), false).map((c) => (
                <RuleField key={c.key} choice={{ ...c, value: catalogueValue(catalogue, g, c.key) }} prefix={`host-rule-${g}`}
                  value={form.rules[g]?.[c.key]}
                  onChange={(v) => update({ rules: { ...form.rules, [g]: { ...form.rules[g], [c.key]: v } } })} />
              ))}
            </details>
          ))}
          <button type="submit" class="primary" disabled={busy} data-testid="host-apply">{i18n._({ id: "host.apply", message: "Apply from the next hand" })}</button>
        </form>
      )}
    </details>
  );
}

/** The preset's value of a key (RuleField marks what differs from it as a house rule). */
function catalogueValue(catalogue: RulesCatalogue, game: string, key: string): unknown {
  return catalogue[game]?.choices.find((c) => c.key === key)?.value;
}
