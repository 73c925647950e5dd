// The advisor's answer (GET /api/tables/ID/advice, docs/advise.md "At the online table") in plain
// words: the odds if the hands were shown now, then each action best first with its value. No DOM.
import { formatNumber, i18n } from "../i18n";
import type { Advice, AdviceAction } from "../types";
import { cardText } from "./cards";

export interface AdviceLine {
  /** The action's word as the server sent it ("call", "bet 3", "lead 7 8"). */
  word: string;
  /** The word for people ("call", "expose 10♣", "lead 7 8"). */
  label: string;
  /** "+1.8 chips on average", "0 chips exactly", "4.3 points on average". */
  value: string;
  /** The quieter interval: "(95%: +1.2 to +2.4)", or null when exact (or not given). */
  interval: string | null;
}

export interface AdviceModel {
  five35: boolean;
  /** How the numbers were reached: every deal (exact) or a sample of deals. */
  basis: string;
  /** Vying: "If the hands were shown now: you win the low half 41% of the time, …". */
  odds: string | null;
  /** Five Three Five: "Chance you go out first: 21%". */
  goOut: string | null;
  /** The heading of the list of actions. */
  heading: string;
  /** Best first, in the server's order. */
  lines: AdviceLine[];
}

/** A probability as a whole percent; never "0%" for a chance that is not nil, nor "100%" for one
 * that is not certain ("under 1%", "over 99%"). */
export function percent(p: number): string {
  if (!Number.isFinite(p)) return "?%";
  if (p <= 0) return formatNumber(0, { style: "percent" });
  if (p >= 1) return formatNumber(1, { style: "percent" });
  const n = Math.round(p * 100);
  if (n < 1) return i18n._({ id: "advice.under-1", message: "under 1%" });
  if (n > 99) return i18n._({ id: "advice.over-99", message: "over 99%" });
  return formatNumber(n / 100, { style: "percent" });
}

/** At most two decimals, no trailing zeros: 1.8, 8.05, 3. Negative numbers with a minus sign. */
export function number(x: number): string {
  const r = Math.round(x * 100) / 100;
  if (r === 0) return "0";
  const s = formatNumber(Math.abs(r), { maximumFractionDigits: 2 });
  return r < 0 ? `−${s}` : s;
}

/** Chips relative to now, signed: "+1.8", "0", "−6.02". */
export function signed(x: number): string {
  const s = number(x);
  return s === "0" || s.startsWith("−") ? s : `+${s}`;
}



/** The action's word for people: card codes drawn as cards ("expose Tc" → "expose 10♣"). */
export function actionLabel(word: string): string {
  return word.replace(/\b([2-9TJQKA])([shdc])\b/g, (_m, r: string, s: string) => cardText(r + s));
}

function line(a: AdviceAction, five35: boolean, exact: boolean): AdviceLine {
  // Folding is worth exactly 0 by definition (chips from now on): no average, no interval.
  if (!five35 && a.action === "fold" && (a.ev ?? 0) === 0) {
    return { word: a.action, label: a.action, value: i18n._({ id: "advice.zero-chips", message: "0 chips" }), interval: null };
  }
  const x = (five35 ? a.points : a.ev) ?? 0;
  const shown = five35 ? number(x) : signed(x);
  const one = five35 ? shown === "1" : shown === "+1" || shown === "−1";
  const value = five35
    ? (exact ? (one ? i18n._({ id: "advice.point-exactly", message: "{n} point exactly", values: { n: shown } }) : i18n._({ id: "advice.points-exactly", message: "{n} points exactly", values: { n: shown } }))
      : (one ? i18n._({ id: "advice.point-average", message: "{n} point on average", values: { n: shown } }) : i18n._({ id: "advice.points-average", message: "{n} points on average", values: { n: shown } })))
    : (exact ? (one ? i18n._({ id: "advice.chip-exactly", message: "{n} chip exactly", values: { n: shown } }) : i18n._({ id: "advice.chips-exactly", message: "{n} chips exactly", values: { n: shown } }))
      : (one ? i18n._({ id: "advice.chip-average", message: "{n} chip on average", values: { n: shown } }) : i18n._({ id: "advice.chips-average", message: "{n} chips on average", values: { n: shown } })));
  const ci = a.ci95;
  const fmt = five35 ? number : signed;
  const interval = !exact && ci && ci.length === 2
    ? i18n._({ id: "advice.interval", message: "(95%: {low} to {high})", values: { low: fmt(ci[0]), high: fmt(ci[1]) } }) : null;
  return { word: a.action, label: actionLabel(a.action), value, interval };
}

export function adviceModel(a: Advice): AdviceModel {
  const five35 = a.go_out_first !== undefined && a.go_out_first !== null;
  const basis = a.exact
    ? i18n._({ id: "advice.basis-exact", message: "Exact: worked out over every one of the {count, plural, one {# deal} other {# deals}} of the cards you cannot see.", values: { count: a.samples } })
    : i18n._({ id: "advice.basis-estimated", message: "Estimated over {count, plural, one {# random deal} other {# random deals}} of the cards you cannot see.", values: { count: a.samples } });
  const s = a.showdown_now;
  const odds = !five35 && s
    ? i18n._({
      id: "advice.odds",
      message: "If the hands were shown now: you win the low half {low} of the time, the high half {high}, the whole pot {scoop}; on average {share} of the pot.",
      values: { low: percent(s.low), high: percent(s.high), scoop: percent(s.scoop), share: percent(s.share) },
    })
    : null;
  const goOut = five35 ? i18n._({ id: "advice.go-out", message: "Chance you go out first: {chance}", values: { chance: percent(a.go_out_first as number) } }) : null;
  const heading = five35
    ? i18n._({ id: "advice.heading-535", message: "Your moves, best first (penalty points you can expect this round; fewer is better)" })
    : i18n._({ id: "advice.heading-vying", message: "Your actions, best first (chips won or lost from now to the end of the hand)" });
  return { five35, basis, odds, goOut, heading, lines: a.actions.map((x) => line(x, five35, a.exact)) };
}

/** What the Hint button's refusals say. */
export function adviceErrorText(status: number | null, message: string): string {
  switch (status) {
    case 403: return i18n._({ id: "advice.error-403", message: "No hints at this table: the host has not allowed advice." });
    case 409: return i18n._({ id: "advice.error-409", message: "No advice now: you are not in this hand (or you have folded)." });
    case 429: return i18n._({ id: "advice.error-429", message: "Your last request is still being worked out: try again in a moment." });
    default: return message ? i18n._({ id: "advice.error", message: "No advice: {message}", values: { message } })
      : i18n._({ id: "advice.error-none", message: "No advice: the server did not answer." });
  }
}

/** The decision the advice is for: it is cleared when this changes (a new view seq or new legal words). */
export function decisionKey(seq: number | null | undefined, legal: readonly string[] | undefined): string {
  return `${seq ?? ""}|${(legal ?? []).join(",")}`;
}
