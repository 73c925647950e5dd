// The end of a hand or round, explained with names: who won which contest, with which total,
// and why (the server's `result`: the showdown output for vying hands, rulebook §9 for Five
// Three Five rounds).
import type { CardCode, Five35Result, ResultData, VyingResult } from "../types";

export interface ShownHand {
  seat: number;
  name: string;
  cards: CardCode[];
  low: number | null;
  high: number | null;
  declare: string | null;
  natural: boolean;
  /** Each line the server gave for this seat, with seat numbers replaced by names. */
  explain: string[];
}

export interface PotOutcome {
  title: string; // "Main pot, 12 chips"
  lines: string[]; // "Low half: Ann (6.5)", "Bo declared both and failed"
}

export interface ScoreLine {
  seat: number;
  name: string;
  wentOut: boolean;
  points: number | null;
  total: number | null;
  cards: number[];
}

export interface ResultModel {
  kind: "vying" | "five35";
  /** One sentence: "Bo wins 12 chips.", "Ann and Bo share the pot.", "Dot went out." */
  headline: string;
  pots: PotOutcome[];
  shown: ShownHand[];
  payouts: { seat: number; name: string; amount: number }[];
  scores: ScoreLine[];
  gameOver: string | null;
}

export type NameOf = (seat: number) => string;

export function potTitle(index: number): string {
  return index === 0 ? "Main pot" : `Side pot ${index}`;
}

/** "pot 1, low (7): lost with 6.5 to seat 1's 7.5 (distance)" → "Side pot 1, low (7): lost with 6.5 to Bo's 7.5 (distance)". */
export function nameSeats(line: string, nameOf: NameOf): string {
  return line
    .replace(/\bpot (\d+)\b/g, (_m, n: string) => potTitle(Number(n)))
    .replace(/\bseats? (\d+)('s)?/g, (_m, n: string, poss?: string) => nameOf(Number(n)) + (poss ?? ""))
    .replace(/\((distance|side|fewer-cards|tie|bust)\)/, (_m, why: string) => `(${REASONS[why]})`);
}

const REASONS: Record<string, string> = {
  distance: "nearer the target",
  side: "same distance, the better side",
  "fewer-cards": "same total, fewer cards",
  tie: "a tie",
  bust: "over the target: bust",
};

export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return names.slice(0, -1).join(", ") + " and " + names[names.length - 1];
}

function isFive35(result: ResultData): result is Five35Result {
  return "round_points" in result || "went_out" in result || "game_end" in result;
}

export function resultModel(result: ResultData | null | undefined, nameOf: NameOf): ResultModel | null {
  if (!result) return null;
  return isFive35(result) ? five35Result(result, nameOf) : vyingResult(result as VyingResult, nameOf);
}

function fmt(n: number | null | undefined): string {
  return n === null || n === undefined ? "–" : String(n);
}

function vyingResult(r: VyingResult, nameOf: NameOf): ResultModel {
  const payouts = (r.payouts ?? [])
    .map((amount, seat) => ({ seat, name: nameOf(seat), amount }))
    .filter((p) => p.amount > 0);
  const shownSeats = Object.keys(r.shown ?? {}).map(Number).sort((a, b) => a - b);
  const shown: ShownHand[] = shownSeats.map((seat) => {
    const p = r.players?.[seat];
    return {
      seat, name: nameOf(seat), cards: r.shown![String(seat)],
      low: p?.low ?? null, high: p?.high ?? null, declare: p?.declare ?? null,
      natural: p?.natural ?? false,
      explain: (p?.explain ?? []).map((l) => nameSeats(l, nameOf)),
    };
  });
  const pots: PotOutcome[] = (r.pots ?? []).map((pot, j) => {
    const names = (seats?: number[]) => listNames((seats ?? []).map(nameOf));
    const lines: string[] = [];
    const total = (seats?: number[], which?: "low" | "high") =>
      (seats ?? []).map((s) => {
        const v = which ? r.players?.[s]?.[which] : null;
        return v === null || v === undefined ? nameOf(s) : `${nameOf(s)} (${v})`;
      });
    if (pot.naturals?.length) {
      lines.push(`${names(pot.naturals)} ${pot.naturals.length > 1 ? "share it with naturals" : "takes it with a natural"}: both targets exactly`);
    } else if (pot.shared_by_all) {
      lines.push(`Nobody could win either half: shared by ${names(pot.eligible)}`);
    } else {
      const low = pot.low_winners ?? [];
      const high = pot.high_winners ?? [];
      if (low.length) lines.push(`Low half: ${listNames(total(low, "low"))}${low.length > 1 ? " share it" : ""}`);
      if (high.length) lines.push(`High half: ${listNames(total(high, "high"))}${high.length > 1 ? " share it" : ""}`);
      if (!low.length && high.length) lines.push("Nobody won the low half: the high half's winners take the whole pot");
      if (!high.length && low.length) lines.push("Nobody won the high half: the low half's winners take the whole pot");
    }
    if (pot.failed_both?.length) {
      lines.push(`${names(pot.failed_both)} declared both and did not win both outright, so ${pot.failed_both.length > 1 ? "they are" : "is"} out of this pot`);
    }
    const paid = pot.awards.map((a, s) => ({ a, s })).filter((x) => x.a > 0);
    if (paid.length) lines.push("Paid: " + paid.map((x) => `${nameOf(x.s)} ${x.a}`).join(", "));
    return { title: `${potTitle(j)}, ${pot.amount} chips`, lines };
  });
  let headline: string;
  if (!r.players) {
    const total = payouts.reduce((s, p) => s + p.amount, 0);
    headline = payouts.length === 1
      ? `${payouts[0].name} takes the pot of ${total}: everyone else folded.`
      : payouts.length ? `${listNames(payouts.map((p) => p.name))} take the pot.` : "The hand is over.";
  } else if (payouts.length === 1) {
    headline = `${payouts[0].name} wins ${payouts[0].amount} chips.`;
  } else if (payouts.length) {
    headline = `${payouts.map((p) => `${p.name} wins ${p.amount}`).join(", ")}.`;
  } else {
    headline = "The hand is over.";
  }
  return { kind: "vying", headline, pots, shown, payouts, scores: [], gameOver: null };
}

const GAME_ENDS: Record<string, string> = {
  "target score": "a total reached the target score",
  "two rounds": "the two rounds of a two-player game are played",
  "players left": "too few players are left",
};

function five35Result(r: Five35Result, nameOf: NameOf): ResultModel {
  const seats = r.players ?? (r.scores ?? []).map((_s, i) => i).filter((i) => r.scores?.[i] !== null);
  const scores: ScoreLine[] = seats.map((seat) => {
    const hand = r.hands?.[seat] ?? r.shown?.[String(seat)] ?? [];
    return {
      seat, name: nameOf(seat),
      wentOut: r.went_out === seat,
      points: r.round_points?.[seat] ?? null,
      total: r.scores?.[seat] ?? null,
      cards: [...(hand ?? [])].sort((a, b) => a - b),
    };
  });
  const out = r.went_out !== null && r.went_out !== undefined ? nameOf(r.went_out) : null;
  let headline = out ? `${out} went out` : "The round is over";
  headline += r.round ? ` and ends round ${r.round}.` : ".";
  let gameOver: string | null = null;
  if (r.game_over) {
    const winners = listNames((r.winners ?? []).map(nameOf));
    const why = r.game_end ? ` (${GAME_ENDS[r.game_end] ?? r.game_end})` : "";
    gameOver = winners
      ? `Game over${why}: ${winners} ${(r.winners ?? []).length > 1 ? "share the win" : "wins"}.`
      : `Game over${why}.`;
  }
  const shown: ShownHand[] = scores.filter((s) => s.cards.length).map((s) => ({
    seat: s.seat, name: s.name, cards: s.cards, low: null, high: null, declare: null, natural: false,
    explain: [`${s.cards.join(" ")}: ${fmt(s.points)} points, ${fmt(s.total)} in all`],
  }));
  return { kind: "five35", headline, pots: [], shown, payouts: [], scores, gameOver };
}
