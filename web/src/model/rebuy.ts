// The seated viewer's rebuy, from the view's `rebuy` (docs/server.md, "Rebuys"): whether to
// offer it, prominently when the stack is empty, and what to say while the host decides.
import { i18n } from "../i18n";
import type { RebuyOffer, ViewMessage } from "../types";

export interface RebuyModel {
  /** A rebuy or top-up may be asked now. */
  allowed: boolean;
  /** The stack is empty and a rebuy is allowed: offer it at once (a dialog). */
  prompt: boolean;
  /** The most chips that may be added now. */
  maxChips: number;
  /** The amount the form starts at: the table's buy-in, within what may be added. */
  defaultChips: number;
  needsApproval: boolean;
  /** A request waits for the host ("Waiting for the host…"), or is approved and waits for the hand's end. */
  pendingText: string | null;
  stack: number;
}

export function rebuyModel(view: Pick<ViewMessage, "you" | "seats" | "rebuy">, buyIn: number | undefined): RebuyModel | null {
  const offer: RebuyOffer | undefined = view.rebuy;
  if (!offer || view.you === null || view.you === undefined) return null;
  const seat = view.seats[view.you];
  if (!seat || seat.stack === null) return null;
  const max = Math.max(0, offer.max_chips | 0);
  const p = offer.pending;
  const pendingText = !p ? null : p.approved
    ? i18n._({ id: "rebuy.approved-pending", message: "The host approved your rebuy of {chips}: it comes when the hand ends.", values: { chips: chips(p.chips) } })
    : i18n._({ id: "rebuy.waiting", message: "Waiting for the host to approve your rebuy of {chips}.", values: { chips: chips(p.chips) } });
  const allowed = offer.allowed && max > 0 && !p;
  return {
    allowed,
    prompt: allowed && seat.stack === 0,
    maxChips: max,
    defaultChips: Math.max(1, Math.min(max, buyIn && buyIn > 0 ? buyIn : max)),
    needsApproval: offer.needs_approval,
    pendingText,
    stack: seat.stack,
  };
}

/** "1 chip", "1,500 chips" in the page's language. */
export const chips = (n: number) => i18n._({ id: "chips.count", message: "{count, plural, one {# chip} other {# chips}}", values: { count: n } });

/** What the page says once the server has answered a rebuy: null while it waits for the host
 * (the view's `pending` says so). */
export function rebuyAnswerText(answer: { stack: number; pending?: number }): string | null {
  return answer.pending !== undefined ? null
    : i18n._({ id: "rebuy.done", message: "Done: your stack is {chips}.", values: { chips: chips(answer.stack) } });
}

/** A request that was waiting is gone: approved (the stack grew) or turned down. */
export function rebuyOutcome(before: { pending: boolean; stack: number } | null, now: RebuyModel | null): string | null {
  if (!before?.pending || !now || now.pendingText !== null) return null;
  return now.stack > before.stack
    ? i18n._({ id: "rebuy.approved", message: "The host approved your rebuy: you have {chips}.", values: { chips: chips(now.stack) } })
    : i18n._({ id: "rebuy.turned-down", message: "The host turned down your rebuy." });
}
