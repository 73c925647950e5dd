// The end of a hand or round, explained with names: who won which contest, with which total,
// and why (the server's `result`: the showdown output for vying hands, rulebook §9 for Five
// Three Five rounds).
import { formatNumber, i18n } from "../i18n";
import type { CardCode, Five35Result, ResultData, VyingResult } from "../types";
import { chips } from "./rebuy";

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
  return index === 0 ? i18n._({ id: "result.main-pot", message: "Main pot" })
    : i18n._({ id: "pot.side", message: "Side pot {number}", values: { number: index } });
}

function reason(why: string): string {
  switch (why) {
    case "distance": return i18n._({ id: "result.why.distance", message: "nearer the target" });
    case "side": return i18n._({ id: "result.why.side", message: "same distance, the better side" });
    case "fewer-cards": return i18n._({ id: "result.why.fewer-cards", message: "same total, fewer cards" });
    case "tie": return i18n._({ id: "result.why.tie", message: "a tie" });
    case "bust": return i18n._({ id: "result.why.bust", message: "over the target: bust" });
    default: return why;
  }
}

/** "seat 1, 3" (the server's list of seats) as names: "Bo and Di". */
function seatList(text: string, nameOf: NameOf): string {
  const m = /^seats? ([\d, ]+)$/.exec(text.trim());
  return m ? listNames(m[1].split(",").map((n) => nameOf(Number(n.trim())))) : text;
}

/** A total as the server writes it ("6.5", "no total that counts") in the page's language. */
function totalText(text: string): string {
  if (text === "no total that counts") return i18n._({ id: "result.no-total", message: "no total that counts" });
  return /^\d+(\.\d+)?$/.test(text) ? formatNumber(Number(text)) : text;
}

function whatText(what: string): string {
  if (what === "the whole pot") return i18n._({ id: "result.what.whole-pot", message: "the whole pot" });
  if (what === "the low half") return i18n._({ id: "result.what.low-half", message: "the low half" });
  if (what === "the high half") return i18n._({ id: "result.what.high-half", message: "the high half" });
  return what;
}

/** One contest's explanation without its pot ("low (7): wins the low half with 5.5"), in the
 * page's language with names; null when the server's words are not known here. */
function explainBody(body: string, nameOf: NameOf): string | null {
  if (body === "folded") return i18n._({ id: "result.explain.folded", message: "folded" });
  if (body === "natural: reaches both targets exactly and takes the pot") {
    return i18n._({ id: "result.explain.natural", message: "natural: reaches both targets exactly and takes the pot" });
  }
  if (body === "declared both and did not win both outright: out of both halves") {
    return i18n._({ id: "result.explain.failed-both", message: "declared both and did not win both outright: out of both halves" });
  }
  let m = /^lost to a natural \((.+)\)$/.exec(body);
  if (m) return i18n._({ id: "result.explain.lost-natural", message: "lost to a natural ({names})", values: { names: seatList(m[1], nameOf) } });
  m = /^neither half could be won: shared by (.+)$/.exec(body);
  if (m) return i18n._({ id: "result.explain.neither", message: "neither half could be won: shared by {names}", values: { names: seatList(m[1], nameOf) } });
  m = /^(low|high) \(([\d.]+)\): (.+)$/.exec(body);
  if (!m) return null;
  const target = formatNumber(Number(m[2]));
  const head = m[1] === "low" ? i18n._({ id: "result.explain.low", message: "low ({target})", values: { target } })
    : i18n._({ id: "result.explain.high", message: "high ({target})", values: { target } });
  const rest = m[3];
  let said: string | null = null;
  let r = /^shares (the whole pot|the (?:low|high) half) with (.+), (.+) \(tie\)$/.exec(rest);
  if (r) said = i18n._({ id: "result.explain.shares", message: "shares {what} with {names}, {total} ({why})", values: { what: whatText(r[1]), names: seatList(r[2], nameOf), total: totalText(r[3]), why: reason("tie") } });
  else if ((r = /^wins (the whole pot|the (?:low|high) half) with (.+)$/.exec(rest))) {
    said = i18n._({ id: "result.explain.wins", message: "wins {what} with {total}", values: { what: whatText(r[1]), total: totalText(r[2]) } });
  } else if (rest === "nobody could win it") {
    said = i18n._({ id: "result.explain.nobody", message: "nobody could win it" });
  } else if ((r = /^lost with (.+) to (.+)'s ([\d.]+) \(([\w-]+)\)$/.exec(rest))) {
    said = i18n._({ id: "result.explain.lost", message: "lost with {total} to {name}'s {theirs} ({why})", values: { total: totalText(r[1]), name: seatList(r[2], nameOf), theirs: totalText(r[3]), why: reason(r[4]) } });
  }
  return said === null ? null : i18n._({ id: "result.explain.contest", message: "{contest}: {said}", values: { contest: head, said } });
}

/** "pot 1, low (7): lost with 6.5 to seat 1's 7.5 (distance)" → "Side pot 1, low (7): lost with 6.5 to Bo's 7.5 (nearer the target)",
 * in the page's language (a sentence not known here keeps the server's words, with names). */
export function nameSeats(line: string, nameOf: NameOf): string {
  const m = /^pot (\d+), (.*)$/.exec(line);
  const body = explainBody(m ? m[2] : line, nameOf);
  if (body !== null) return m ? `${potTitle(Number(m[1]))}, ${body}` : body;
  return line
    .replace(/\bpot (\d+)\b/g, (_m, n: string) => potTitle(Number(n)))
    .replace(/\bseats? (\d+)('s)?/g, (_m, n: string, poss?: string) => nameOf(Number(n)) + (poss ?? ""))
    .replace(/\((distance|side|fewer-cards|tie|bust)\)/, (_m, why: string) => `(${reason(why)})`);
}

/** "Ann, Bo and Cy" in the page's language. */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return i18n._({ id: "list.and", message: "{first} and {last}", values: { first: names.slice(0, -1).join(", "), last: names[names.length - 1] } });
}

function isFive35(result: ResultData): result is Five35Result {
  return "round_points" in result || "went_out" in result || "game_end" in result;
}

export function resultModel(result: ResultData | null | undefined, nameOf: NameOf): ResultModel | null {
  if (!result) return null;
  return isFive35(result) ? five35Result(result, nameOf) : vyingResult(result as VyingResult, nameOf);
}

function fmt(n: number | null | undefined): string {
  return n === null || n === undefined ? "–" : formatNumber(n);
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
        return v === null || v === undefined ? nameOf(s) : `${nameOf(s)} (${formatNumber(v)})`;
      });
    if (pot.naturals?.length) {
      lines.push(pot.naturals.length > 1
        ? i18n._({ id: "result.naturals-share", message: "{names} share it with naturals: both targets exactly", values: { names: names(pot.naturals) } })
        : i18n._({ id: "result.natural-takes", message: "{names} takes it with a natural: both targets exactly", values: { names: names(pot.naturals) } }));
    } else if (pot.shared_by_all) {
      lines.push(i18n._({ id: "result.shared-by-all", message: "Nobody could win either half: shared by {names}", values: { names: names(pot.eligible) } }));
    } else {
      const low = pot.low_winners ?? [];
      const high = pot.high_winners ?? [];
      if (low.length) {
        lines.push(low.length > 1 ? i18n._({ id: "result.low-half-share", message: "Low half: {names} share it", values: { names: listNames(total(low, "low")) } })
          : i18n._({ id: "result.low-half", message: "Low half: {names}", values: { names: listNames(total(low, "low")) } }));
      }
      if (high.length) {
        lines.push(high.length > 1 ? i18n._({ id: "result.high-half-share", message: "High half: {names} share it", values: { names: listNames(total(high, "high")) } })
          : i18n._({ id: "result.high-half", message: "High half: {names}", values: { names: listNames(total(high, "high")) } }));
      }
      if (!low.length && high.length) lines.push(i18n._({ id: "result.no-low", message: "Nobody won the low half: the high half's winners take the whole pot" }));
      if (!high.length && low.length) lines.push(i18n._({ id: "result.no-high", message: "Nobody won the high half: the low half's winners take the whole pot" }));
    }
    if (pot.failed_both?.length) {
      lines.push(pot.failed_both.length > 1
        ? i18n._({ id: "result.failed-both-many", message: "{names} declared both and did not win both outright, so they are out of this pot", values: { names: names(pot.failed_both) } })
        : i18n._({ id: "result.failed-both", message: "{names} declared both and did not win both outright, so is out of this pot", values: { names: names(pot.failed_both) } }));
    }
    const paid = pot.awards.map((a, s) => ({ a, s })).filter((x) => x.a > 0);
    if (paid.length) {
      lines.push(i18n._({ id: "result.paid", message: "Paid: {payments}", values: { payments: paid.map((x) => `${nameOf(x.s)} ${formatNumber(x.a)}`).join(", ") } }));
    }
    return { title: `${potTitle(j)}, ${chips(pot.amount)}`, lines };
  });
  let headline: string;
  if (!r.players) {
    const total = payouts.reduce((s, p) => s + p.amount, 0);
    headline = payouts.length === 1
      ? i18n._({ id: "result.takes-pot", message: "{name} takes the pot of {amount}: everyone else folded.", values: { name: payouts[0].name, amount: formatNumber(total) } })
      : payouts.length ? i18n._({ id: "result.take-pot", message: "{names} take the pot.", values: { names: listNames(payouts.map((p) => p.name)) } })
      : i18n._({ id: "result.hand-over", message: "The hand is over." });
  } else if (payouts.length === 1) {
    headline = i18n._({ id: "result.wins-chips", message: "{name} wins {chips}.", values: { name: payouts[0].name, chips: chips(payouts[0].amount) } });
  } else if (payouts.length) {
    headline = i18n._({ id: "result.wins-many", message: "{wins}.", values: {
      wins: payouts.map((p) => i18n._({ id: "result.wins-amount", message: "{name} wins {amount}", values: { name: p.name, amount: formatNumber(p.amount) } })).join(", "),
    } });
  } else {
    headline = i18n._({ id: "result.hand-over", message: "The hand is over." });
  }
  return { kind: "vying", headline, pots, shown, payouts, scores: [], gameOver: null };
}

function gameEnd(why: string): string {
  switch (why) {
    case "target score": return i18n._({ id: "result.end.target", message: "a total reached the target score" });
    case "two rounds": return i18n._({ id: "result.end.two-rounds", message: "the two rounds of a two-player game are played" });
    case "players left": return i18n._({ id: "result.end.players-left", message: "too few players are left" });
    default: return why;
  }
}

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
  const headline = out
    ? (r.round ? i18n._({ id: "result.went-out-round", message: "{name} went out and ends round {round}.", values: { name: out, round: r.round } })
      : i18n._({ id: "result.went-out", message: "{name} went out.", values: { name: out } }))
    : (r.round ? i18n._({ id: "result.round-over-n", message: "The round is over and ends round {round}.", values: { round: r.round } })
      : i18n._({ id: "result.round-over", message: "The round is over." }));
  let gameOver: string | null = null;
  if (r.game_over) {
    const winners = listNames((r.winners ?? []).map(nameOf));
    const over = r.game_end ? i18n._({ id: "result.game-over-why", message: "Game over ({why})", values: { why: gameEnd(r.game_end) } })
      : i18n._({ id: "result.game-over", message: "Game over" });
    gameOver = winners
      ? ((r.winners ?? []).length > 1
        ? i18n._({ id: "result.share-win", message: "{over}: {names} share the win.", values: { over, names: winners } })
        : i18n._({ id: "result.wins-game", message: "{over}: {names} wins.", values: { over, names: winners } }))
      : `${over}.`;
  }
  const shown: ShownHand[] = scores.filter((s) => s.cards.length).map((s) => ({
    seat: s.seat, name: s.name, cards: s.cards, low: null, high: null, declare: null, natural: false,
    explain: [i18n._({ id: "result.cards-points", message: "{cards}: {points} points, {total} in all", values: { cards: s.cards.join(" "), points: fmt(s.points), total: fmt(s.total) } })],
  }));
  return { kind: "five35", headline, pots: [], shown, payouts: [], scores, gameOver };
}
