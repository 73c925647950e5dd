// The lobby's form: open a table with its games, house rules, stakes, timer and bots.
import { useState } from "preact/hooks";
import { api, lastName, rememberName, saveHostToken, saveSeat } from "../api";
import { gameName } from "../model/actions";
import { navigate, tablePath } from "../model/route";
import {
  BOT_LEVELS, choicesFor, emptyForm, seatLimit, type TableForm, tableRequest,
} from "../model/rules";
import type { RulesCatalogue } from "../types";
import { RuleField } from "./RuleField";
import { seatName } from "../model/seats";

const VYING = ["15-35", "7-27"];

export function CreateTable({ catalogue }: { catalogue: RulesCatalogue }) {
  const [form, setForm] = useState<TableForm>(() => emptyForm(catalogue));
  const [me, setMe] = useState(lastName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const five35 = form.games.includes("535");
  const maxSeats = seatLimit(catalogue, form.games);
  const update = (patch: Partial<TableForm>) => setForm((f) => ({ ...f, ...patch }));

  const toggleGame = (g: string, on: boolean) => {
    let games: string[];
    if (g === "535") games = on ? ["535"] : ["15-35"];
    else games = on ? [...form.games.filter((x) => x !== "535"), g] : form.games.filter((x) => x !== g);
    if (!games.length) games = [g === "535" ? "15-35" : g];
    const limit = seatLimit(catalogue, games);
    update({ games, seats: Math.min(form.seats, limit) });
  };

  const setBot = (seat: number, kind: string) => {
    const bots = form.bots.filter((b) => b.seat !== seat);
    if (kind) bots.push({ seat, kind });
    bots.sort((a, b) => a.seat - b.seat);
    update({ bots });
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const created = await api.create(tableRequest(catalogue, form));
      saveHostToken(created.id, created.host_token);
      const name = me.trim();
      if (name) {
        rememberName(name);
        const taken = new Set(form.bots.filter((b) => b.seat < form.seats).map((b) => b.seat));
        let seat = 0;
        while (taken.has(seat)) seat++;
        const sat = await api.sit(created.id, name, seat < form.seats ? seat : undefined, form.password || undefined, created.host_token);
        saveSeat(created.id, { seat: sat.seat, token: sat.token, name });
      }
      navigate(tablePath(created.id));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const games = five35 ? ["535"] : VYING.filter((g) => form.games.includes(g));
  return (
    <form class="panel create" onSubmit={submit} aria-labelledby="create-title" data-testid="create-form">
      <h2 id="create-title">Open a table</h2>
      <div class="field">
        <label for="table-name">Table name</label>
        <input id="table-name" data-testid="table-name" maxLength={64} value={form.name}
          onInput={(e) => update({ name: (e.target as HTMLInputElement).value })} />
      </div>
      <fieldset class="field">
        <legend>Games</legend>
        <small class="help">Tick both vying games for a dealer's choice; Five Three Five is played at a table of its own.</small>
        {["15-35", "7-27", "535"].map((g) => (
          <div class="check" key={g}>
            <input type="checkbox" id={`game-${g}`} data-testid={`game-${g}`} checked={form.games.includes(g)}
              onChange={(e) => toggleGame(g, (e.target as HTMLInputElement).checked)} />
            <label for={`game-${g}`}>{gameName(g)} ({g})</label>
          </div>
        ))}
      </fieldset>
      <div class="row">
        <div class="field">
          <label for="seats">Seats</label>
          <input id="seats" data-testid="seats" type="number" min={2} max={maxSeats} value={String(form.seats)}
            onInput={(e) => update({ seats: Math.max(2, Math.min(maxSeats, Number((e.target as HTMLInputElement).value) || 2)) })} />
          <small class="help">2 to {maxSeats}</small>
        </div>
        <div class="field">
          <label for="timer">Seconds to decide</label>
          <input id="timer" data-testid="timer" type="number" min={0} max={3600} value={String(form.timer_s)}
            onInput={(e) => update({ timer_s: Number((e.target as HTMLInputElement).value) || 0 })} />
          <small class="help">0: no timer</small>
        </div>
      </div>
      {!five35 && (
        <fieldset class="field stakes">
          <legend>Stakes</legend>
          <div class="field">
            <label for="stack">Chips each player sits down with</label>
            <input id="stack" data-testid="stack" type="number" min={1} value={String(form.stack)}
              onInput={(e) => update({ stack: Number((e.target as HTMLInputElement).value) || 1 })} />
          </div>
          {choicesFor(catalogue[games[0]], true).map((c) => (
            <RuleField key={c.key} choice={c} prefix="stakes" value={form.betting[c.key]}
              onChange={(v) => update({ betting: { ...form.betting, [c.key]: v } })} />
          ))}
        </fieldset>
      )}
      {games.map((g) => (
        <details class="house-rules" key={g} data-testid={`house-rules-${g}`}>
          <summary>House rules: {gameName(g)}</summary>
          {choicesFor(catalogue[g], false).map((c) => (
            <RuleField key={c.key} choice={c} prefix={`rule-${g}`} value={form.rules[g]?.[c.key]}
              onChange={(v) => update({ rules: { ...form.rules, [g]: { ...form.rules[g], [c.key]: v } } })} />
          ))}
        </details>
      ))}
      <fieldset class="field bots">
        <legend>Bots</legend>
        <div class="bot-grid">
          {Array.from({ length: form.seats }, (_, seat) => (
            <div class="field" key={seat}>
              <label for={`bot-seat-${seat}`}>{seatName(seat)}</label>
              <select id={`bot-seat-${seat}`} data-testid={`bot-seat-${seat}`}
                value={form.bots.find((b) => b.seat === seat)?.kind ?? ""}
                onChange={(e) => setBot(seat, (e.target as HTMLSelectElement).value)}>
                <option value="">open for a person</option>
                {BOT_LEVELS.map((l) => <option value={l.level} key={l.level}>{l.label}</option>)}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <div class="field check">
        <input type="checkbox" id="hints" data-testid="hints" checked={form.hints}
          onChange={(e) => update({ hints: (e.target as HTMLInputElement).checked })} />
        <label for="hints">Hints (advice for seated players)</label>
      </div>
      <div class="field check">
        <input type="checkbox" id="auto-sit-out" data-testid="auto-sit-out" checked={form.autoSitOut}
          onChange={(e) => update({ autoSitOut: (e.target as HTMLInputElement).checked })} />
        <label for="auto-sit-out">Sit out players who miss two turns in a row or drop off on their turn</label>
      </div>
      <fieldset class="private">
        <legend>Who can sit down</legend>
        <div class="field check">
          <input type="checkbox" id="listed" data-testid="listed" checked={form.listed}
            onChange={(e) => update({ listed: (e.target as HTMLInputElement).checked })} />
          <label for="listed">List the table in the lobby (unlisted: only those with the link find it)</label>
        </div>
        <div class="field">
          <label for="table-password">Password to sit down (optional)</label>
          <input id="table-password" data-testid="table-password" type="text" maxLength={64} value={form.password}
            autocomplete="off" onInput={(e) => update({ password: (e.target as HTMLInputElement).value })} />
        </div>
        <div class="field check">
          <input type="checkbox" id="approve-seats" data-testid="approve-seats" checked={form.approveSeats}
            onChange={(e) => update({ approveSeats: (e.target as HTMLInputElement).checked })} />
          <label for="approve-seats">New players wait for my yes to sit down</label>
        </div>
      </fieldset>
      <div class="field">
        <label for="my-name">Your name (to sit down at once; leave empty to watch)</label>
        <input id="my-name" data-testid="my-name" maxLength={32} value={me} autocomplete="nickname"
          onInput={(e) => setMe((e.target as HTMLInputElement).value)} />
      </div>
      {error && <p class="error" role="alert" data-testid="create-error">{error}</p>}
      <button type="submit" class="primary" data-testid="create-table" disabled={busy}>
        {busy ? "Opening…" : "Open the table"}
      </button>
    </form>
  );
}
