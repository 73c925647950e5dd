// The hand history replayer: a finished hand's record (GET /api/tables/ID/hands), stepped
// through action by action. The record holds the rulebook's words, not who said them, so each
// step shows the words so far in order; the last step adds the cards shown and the result.
import type { HandRecord } from "../types";
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
  if (/^choose /.test(word)) return `chooses ${gameName(word.slice(7))}`;
  return t;
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
    title: `${five35Title(record) ?? `Hand ${record.hand}`} · ${gameName(record.game)}`,
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
  if (r?.round && r.game_number) return `Game ${r.game_number}, round ${r.round}`;
  return `Round ${record.hand}`;
}
