// The hand history replayer. A finished hand is told again by the server step by step
// (GET /api/tables/ID/hands/K/replay): the table as a spectator saw it after the deal and after
// each action, drawn with the table's own model. Hands older than the server keeps for replaying
// fall back to their record (GET /api/tables/ID/hands): the rulebook's words in order, then the
// cards shown and the result.
import { i18n } from "../i18n";
import type { HandRecord, ReplayStep, ViewMessage } from "../types";
import { type TableModel, tableModel } from "./view";
import { gameAlias, gameName } from "./actions";
import { prettyCards } from "./cards";
import { type NameOf, type ResultModel, resultModel } from "./result";

export interface HistoryStep {
  title: string;
  dealer: string;
  /** The seats at the start: name and stack (chips) or total (Five Three Five points). */
  start: { seat: number; name: string; amount: number }[];
  unit: "chips" | "points";
  /** The actions up to this step, numbered from 1. */
  actions: { n: number; text: string; current: boolean }[];
  step: number;
  steps: number;
  finished: boolean;
  /** Only on the last step. */
  result: ResultModel | null;
  shown: { seat: number; name: string; cards: string[] }[];
}

export function describeAction(word: string): string {
  const t = prettyCards(word);
  if (/^choose /.test(word)) return i18n._({ id: "history.chooses", message: "chooses {game}", values: { game: gameName(word.slice(7)) } });
  return t;
}

/** A replay step as the view a spectator had of it, for tableModel(). */
export function replayView(step: ReplayStep): ViewMessage {
  return { ...step, type: "view", seq: 0, you: null, deadline_ms: null };
}

/** The table at a replay step, drawn as a spectator's, with the opened face-down cards of the
 * hands shown at the end marked as face down (as a player's own are). */
export function replayTable(step: ReplayStep): TableModel {
  const model = tableModel(replayView(step), 0);
  for (const seat of model.seats) {
    for (const card of seat.cards) card.ownHidden = !model.five35 && !card.up && !card.face.back;
  }
  return model;
}

/** What happened at a replay step: the table's log lines it added ("Bo bets 3."), else who acted
 * with which word; the deal's lines at the first step. */
export function replayCaption(steps: ReplayStep[], at: number, nameOf: NameOf): string[] {
  const step = steps[at];
  if (!step) return [];
  const before = at > 0 ? steps[at - 1].log.length : 0;
  const lines = step.log.slice(before).map(prettyCards);
  if (lines.length) return lines;
  if (step.by !== null && step.action !== null) return [`${nameOf(step.by)}: ${describeAction(step.action)}`];
  return at === 0 ? [i18n._({ id: "history.dealt", message: "Dealt." })] : [];
}

/** The number of steps of a record: the start, then one per action. */
export function stepCount(record: HandRecord): number {
  return record.actions.length + 1;
}

export function historyStep(record: HandRecord, step: number, nameOf: NameOf): HistoryStep {
  const steps = stepCount(record);
  const at = Math.max(0, Math.min(step, steps - 1));
  const five35 = gameAlias(record.game) === "535";
  const finished = at === steps - 1;
  const start = record.stacks
    .map((amount, seat) => ({ seat, name: nameOf(seat), amount: amount ?? -1 }))
    .filter((s) => s.amount >= 0 && (five35 || s.amount > 0));
  return {
    title: `${five35Title(record) ?? i18n._({ id: "title.hand", message: "Hand {hand}", values: { hand: record.hand } })} · ${gameName(record.game)}`,
    dealer: nameOf(record.dealer),
    start,
    unit: five35 ? "points" : "chips",
    actions: record.actions.slice(0, at).map((w, i) => ({ n: i + 1, text: describeAction(w), current: i === at - 1 })),
    step: at,
    steps,
    finished,
    result: finished ? resultModel(record.result, nameOf) : null,
    shown: finished
      ? Object.entries(record.shown ?? {}).map(([seat, cards]) => ({
          seat: Number(seat), name: nameOf(Number(seat)), cards: cards.map(String),
        }))
      : [],
  };
}

/** "Game 2, round 1" for a Five Three Five round (its result says which), else null. */
function five35Title(record: HandRecord): string | null {
  if (gameAlias(record.game) !== "535") return null;
  const r = record.result as { round?: number; game_number?: number } | null;
  if (r?.round && r.game_number) return i18n._({ id: "history.game-round", message: "Game {game}, round {round}", values: { game: r.game_number, round: r.round } });
  return i18n._({ id: "title.round", message: "Round {round}", values: { round: record.hand } });
}
