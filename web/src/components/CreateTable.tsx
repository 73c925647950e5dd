// The lobby's form: open a table with its games, house rules, stakes, timer and bots.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
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

/** A game's checkbox: its name and its short name ("Five Three Five (535)"). */
const gameLabel = (i18n: I18n, g: string) => g === "535"
  // French gives "Cinq Trois Cinq" beside the name.
  ? i18n._({ id: "create.game-535", message: "Five Three Five (535)" })
  : i18n._({ id: "create.game", message: "{name} ({code})", values: { name: gameName(g), code: g } });

/** A bot level's name (BOT_LEVELS). */
function botLabel(i18n: I18n, level: string): string {
  switch (level) {
    case "easy": return i18n._({ id: "create.bot-easy", message: "Easy bot" });
    case "medium": return i18n._({ id: "create.bot-medium", message: "Medium bot" });
    case "strong": return i18n._({ id: "create.bot-strong", message: "Strong bot" });
    default: return BOT_LEVELS.find((l) => l.level === level)?.label ?? level;
  }
}

export function CreateTable({ catalogue }: { catalogue: RulesCatalogue }) {
  const { i18n } = useLingui();
  const [form, setForm] = useState<TableForm>(() => ({
    ...emptyForm(catalogue),
    name: i18n._({ id: "create.default-name", message: "Friday" }),
  }));
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
      <h2 id="create-title">{i18n._({ id: "create.title", message: "Open a table" })}</h2>
      <div class="field">
        <label for="table-name">{i18n._({ id: "create.table-name", message: "Table name" })}</label>
        <input id="table-name" data-testid="table-name" maxLength={64} value={form.name}
          onInput={(e) => update({ name: (e.target as HTMLInputElement).value })} />
      </div>
      <fieldset class="field">
        <legend>{i18n._({ id: "create.games", message: "Games" })}</legend>
        <small class="help">{i18n._({
          id: "create.games-help",
          message: "Tick both vying games for a dealer's choice; Five Three Five is played at a table of its own.",
        })}</small>
        {["15-35", "7-27", "535"].map((g) => (
          <div class="check" key={g}>
            <input type="checkbox" id={`game-${g}`} data-testid={`game-${g}`} checked={form.games.includes(g)}
              onChange={(e) => toggleGame(g, (e.target as HTMLInputElement).checked)} />
            <label for={`game-${g}`}>{gameLabel(i18n, g)}</label>
          </div>
        ))}
      </fieldset>
      <div class="row">
        <div class="field">
          <label for="seats">{i18n._({ id: "create.seats", message: "Seats" })}</label>
          <input id="seats" data-testid="seats" type="number" min={2} max={maxSeats} value={String(form.seats)}
            onInput={(e) => update({ seats: Math.max(2, Math.min(maxSeats, Number((e.target as HTMLInputElement).value) || 2)) })} />
          <small class="help">{i18n._({ id: "create.seats-help", message: "2 to {max}", values: { max: maxSeats } })}</small>
        </div>
        <div class="field">
          <label for="timer">{i18n._({ id: "create.timer", message: "Seconds to decide" })}</label>
          <input id="timer" data-testid="timer" type="number" min={0} max={3600} value={String(form.timer_s)}
            onInput={(e) => update({ timer_s: Number((e.target as HTMLInputElement).value) || 0 })} />
          <small class="help">{i18n._({ id: "create.timer-help", message: "0: no timer" })}</small>
        </div>
      </div>
      {!five35 && (
        <fieldset class="field stakes">
          <legend>{i18n._({ id: "create.stakes", message: "Stakes" })}</legend>
          <div class="field">
            <label for="stack">{i18n._({ id: "create.stack", message: "Chips each player sits down with" })}</label>
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
          <summary>{i18n._({ id: "create.house-rules", message: "House rules: {game}", values: { game: gameName(g) } })}</summary>
          {choicesFor(catalogue[g], false).map((c) => (
            <RuleField key={c.key} choice={c} prefix={`rule-${g}`} value={form.rules[g]?.[c.key]}
              onChange={(v) => update({ rules: { ...form.rules, [g]: { ...form.rules[g], [c.key]: v } } })} />
          ))}
        </details>
      ))}
      <fieldset class="field bots">
        <legend>{i18n._({ id: "create.bots", message: "Bots" })}</legend>
        <div class="bot-grid">
          {Array.from({ length: form.seats }, (_, seat) => (
            <div class="field" key={seat}>
              <label for={`bot-seat-${seat}`}>{seatName(seat)}</label>
              <select id={`bot-seat-${seat}`} data-testid={`bot-seat-${seat}`}
                value={form.bots.find((b) => b.seat === seat)?.kind ?? ""}
                onChange={(e) => setBot(seat, (e.target as HTMLSelectElement).value)}>
                <option value="">{i18n._({ id: "create.bot-none", message: "open for a person" })}</option>
                {BOT_LEVELS.map((l) => <option value={l.level} key={l.level}>{botLabel(i18n, l.level)}</option>)}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <div class="field check">
        <input type="checkbox" id="hints" data-testid="hints" checked={form.hints}
          onChange={(e) => update({ hints: (e.target as HTMLInputElement).checked })} />
        <label for="hints">{i18n._({ id: "create.hints", message: "Hints (advice for seated players)" })}</label>
      </div>
      <div class="field check">
        <input type="checkbox" id="auto-sit-out" data-testid="auto-sit-out" checked={form.autoSitOut}
          onChange={(e) => update({ autoSitOut: (e.target as HTMLInputElement).checked })} />
        <label for="auto-sit-out">{i18n._({
          id: "create.auto-sit-out", message: "Sit out players who miss two turns in a row or drop off on their turn",
        })}</label>
      </div>
      <fieldset class="private">
        <legend>{i18n._({ id: "create.who-sits", message: "Who can sit down" })}</legend>
        <div class="field check">
          <input type="checkbox" id="listed" data-testid="listed" checked={form.listed}
            onChange={(e) => update({ listed: (e.target as HTMLInputElement).checked })} />
          <label for="listed">{i18n._({
            id: "create.listed", message: "List the table in the lobby (unlisted: only those with the link find it)",
          })}</label>
        </div>
        <div class="field">
          <label for="table-password">{i18n._({ id: "create.password", message: "Password to sit down (optional)" })}</label>
          <input id="table-password" data-testid="table-password" type="text" maxLength={64} value={form.password}
            autocomplete="off" onInput={(e) => update({ password: (e.target as HTMLInputElement).value })} />
        </div>
        <div class="field check">
          <input type="checkbox" id="approve-seats" data-testid="approve-seats" checked={form.approveSeats}
            onChange={(e) => update({ approveSeats: (e.target as HTMLInputElement).checked })} />
          <label for="approve-seats">{i18n._({ id: "create.approve-seats", message: "New players wait for my yes to sit down" })}</label>
        </div>
      </fieldset>
      <div class="field">
        <label for="my-name">{i18n._({ id: "create.my-name", message: "Your name (to sit down at once; leave empty to watch)" })}</label>
        <input id="my-name" data-testid="my-name" maxLength={32} value={me} autocomplete="nickname"
          onInput={(e) => setMe((e.target as HTMLInputElement).value)} />
      </div>
      {error && <p class="error" role="alert" data-testid="create-error">{error}</p>}
      <button type="submit" class="primary" data-testid="create-table" disabled={busy}>
        {busy ? i18n._({ id: "create.opening", message: "Opening…" }) : i18n._({ id: "create.submit", message: "Open the table" })}
      </button>
    </form>
  );
}
