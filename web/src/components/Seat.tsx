// One seat round the oval: name, chips or points, the dealer's button, cards, markers.
import { useRef } from "preact/hooks";
import { cardFace } from "../model/cards";
import { dealKeys, type DealState } from "../model/table_sounds";
import type { SeatModel } from "../model/view";
import { Card } from "./Card";
import { Countdown } from "./Countdown";
import { seatName } from "../model/seats";

/** `showBank`: the table has a decision timer, so each seat's time bank is shown. */
export function Seat({ seat, deadlineAt, showBank = false }: { seat: SeatModel; deadlineAt: number | null; showBank?: boolean }) {
  const style = { left: `${seat.x}%`, top: `${seat.y}%` };
  // Which cards were just dealt (they slide in once); Five Three Five's "N cards" when a round is dealt.
  const dealRef = useRef<DealState | null>(null);
  const deal = dealRef.current = dealKeys(dealRef.current,
    seat.cards.map((c) => ({ code: c.face.code, up: c.up })), seat.cardCount !== null);
  if (seat.empty) {
    return (
      <div class="seat empty" style={style} data-testid={`seat-${seat.seat}`} aria-label={`${seatName(seat.seat)}: empty`} role="group">
        <span class="seat-name">{seatName(seat.seat)}</span>
        <span class="muted">empty</span>
      </div>
    );
  }
  const cls = ["seat", seat.you ? "you" : "", seat.toAct ? "to-act" : "", seat.inHand ? "" : "out",
    seat.connected ? "" : "offline", seat.away ? "away" : ""].filter(Boolean).join(" ");
  const cardsText = seat.cardCount !== null ? `${seat.cardCount} card${seat.cardCount === 1 ? "" : "s"}`
    : seat.cards.length ? "cards: " + seat.cards.map((c) => c.face.label + (c.up ? " face up" : "")).join(", ") : "";
  const label = [`${seatName(seat.seat)}: ${seat.name}${seat.you ? " (you)" : ""}`, seat.amountText,
    ...seat.markers, seat.lastAction ?? "", seat.roundChips ? `${seat.roundChips} in this round` : "",
    seat.toAct ? "to act" : "", showBank && seat.timeBankS !== null ? `time bank ${seat.timeBankS} seconds` : "",
    cardsText].filter(Boolean).join(", ");
  return (
    <div class={cls} style={style} data-testid={`seat-${seat.seat}`} aria-label={label} role="group">
      <div class="seat-head">
        {seat.dealer && <span class="button-d" title="dealer" aria-hidden="true" data-testid={`dealer-${seat.seat}`}>D</span>}
        <span class={`presence ${seat.connected ? "on" : "off"}`} aria-hidden="true" title={seat.connected ? "connected" : "offline"} />
        <span class="seat-name">{seat.name}</span>
      </div>
      <div class="seat-amount" data-testid={`seat-${seat.seat}-amount`}>{seat.amountText}</div>
      {seat.cards.length > 0 && (
        <div class="seat-cards" aria-hidden="true">
          {seat.cardCount !== null
            ? <span key={`deal-${deal.deals}`} class="count-cards"><Card face={cardFace("??")} small dealt={deal.deals > 0} /> {seat.cardCount} {seat.cardCount === 1 ? "card" : "cards"}</span>
            : seat.cards.map((c, i) => <Card key={deal.keys[i]} face={c.face} small up={c.up} hidden={c.ownHidden} dealt={deal.dealt[i]} />)}
        </div>
      )}
      {seat.markers.filter((m) => m !== "dealer").length > 0 && (
        <div class="markers">
          {seat.markers.filter((m) => m !== "dealer").map((m) => (
            <span key={m} class={`marker m-${m.replace(/\s+/g, "-")}`}>{m}</span>
          ))}
        </div>
      )}
      {(seat.lastAction || seat.roundChips > 0) && (
        <div class="seat-round" aria-hidden="true" data-testid={`seat-${seat.seat}-round`}>
          {seat.lastAction && <span class="last-action">{seat.lastAction}</span>}
          {seat.roundChips > 0 && <span class="round-chips" title="chips in this betting round">{seat.roundChips}</span>}
        </div>
      )}
      {seat.toAct && deadlineAt !== null && (
        <Countdown deadlineAt={deadlineAt} testid={seat.onTimeBank ? `time-bank-${seat.seat}` : undefined} bank={seat.onTimeBank} />
      )}
      {seat.toAct && deadlineAt === null && seat.onTimeBank && seat.timeBankS !== null && (
        // The clock stands still (the host's pause): what is left of the bank.
        <span class="countdown bank" data-testid={`time-bank-${seat.seat}`}>
          <span aria-hidden="true">bank </span>{seat.timeBankS}<span aria-hidden="true"> s</span><span class="sr-only"> seconds left on the time bank</span>
        </span>
      )}
      {showBank && seat.timeBankS !== null && !seat.onTimeBank && (
        <span class="bank muted" aria-hidden="true" data-testid={`seat-${seat.seat}-bank`} title="time bank">bank {seat.timeBankS} s</span>
      )}
    </div>
  );
}
