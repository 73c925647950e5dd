// One seat round the oval: name, chips or points, the dealer's button, cards, markers.
import { useLingui } from "@lingui/react";
import { useRef } from "preact/hooks";
import { formatNumber } from "../i18n";
import { cardFace } from "../model/cards";
import { dealKeys, type DealState } from "../model/table_sounds";
import { markerText, type SeatModel } from "../model/view";
import { Card } from "./Card";
import { Countdown } from "./Countdown";
import { seatName } from "../model/seats";

/** `showBank`: the table has a decision timer, so each seat's time bank is shown. */
export function Seat({ seat, deadlineAt, showBank = false }: { seat: SeatModel; deadlineAt: number | null; showBank?: boolean }) {
  const { i18n } = useLingui();
  const style = { left: `${seat.x}%`, top: `${seat.y}%` };
  // Which cards were just dealt (they slide in once); Five Three Five's "N cards" when a round is dealt.
  const dealRef = useRef<DealState | null>(null);
  const deal = dealRef.current = dealKeys(dealRef.current,
    seat.cards.map((c) => ({ code: c.face.code, up: c.up })), seat.cardCount !== null);
  if (seat.empty) {
    return (
      <div class="seat empty" style={style} data-testid={`seat-${seat.seat}`} aria-label={i18n._({ id: "seat.empty-label", message: "{seat}: empty", values: { seat: seatName(seat.seat) } })} role="group">
        <span class="seat-name">{seatName(seat.seat)}</span>
        <span class="muted">{i18n._({ id: "seat.empty", message: "empty" })}</span>
      </div>
    );
  }
  const cls = ["seat", seat.you ? "you" : "", seat.toAct ? "to-act" : "", seat.inHand ? "" : "out",
    seat.connected ? "" : "offline", seat.away ? "away" : ""].filter(Boolean).join(" ");
  const cardCount = seat.cardCount !== null
    ? i18n._({ id: "seat.card-count", message: "{count, plural, one {# card} other {# cards}}", values: { count: seat.cardCount } }) : "";
  const cardsText = seat.cardCount !== null ? cardCount
    : seat.cards.length ? i18n._({ id: "seat.cards-label", message: "cards: {cards}", values: {
      cards: seat.cards.map((c) => (c.up ? i18n._({ id: "seat.card-face-up", message: "{card} face up", values: { card: c.face.label } }) : c.face.label)).join(", "),
    } }) : "";
  const who = seat.you ? i18n._({ id: "seat.label-you", message: "{seat}: {name} (you)", values: { seat: seatName(seat.seat), name: seat.name } })
    : i18n._({ id: "seat.label", message: "{seat}: {name}", values: { seat: seatName(seat.seat), name: seat.name } });
  const label = [who, seat.amountText,
    ...seat.markers.map(markerText), seat.lastAction ?? "",
    seat.roundChips ? i18n._({ id: "seat.round-chips", message: "{chips} in this round", values: { chips: formatNumber(seat.roundChips) } }) : "",
    seat.toAct ? i18n._({ id: "seat.to-act", message: "to act" }) : "",
    showBank && seat.timeBankS !== null ? i18n._({ id: "seat.time-bank-label", message: "time bank {seconds} seconds", values: { seconds: seat.timeBankS } }) : "",
    cardsText].filter(Boolean).join(", ");
  const bankWord = i18n._({ id: "seat.bank", message: "bank" });
  return (
    <div class={cls} style={style} data-testid={`seat-${seat.seat}`} aria-label={label} role="group">
      <div class="seat-head">
        {seat.dealer && <span class="button-d" title={markerText("dealer")} aria-hidden="true" data-testid={`dealer-${seat.seat}`}>D</span>}
        <span class={`presence ${seat.connected ? "on" : "off"}`} aria-hidden="true" title={seat.connected ? i18n._({ id: "conn.open", message: "connected" }) : markerText("offline")} />
        <span class="seat-name">{seat.name}</span>
      </div>
      <div class="seat-amount" data-testid={`seat-${seat.seat}-amount`}>{seat.amountText}</div>
      {seat.cards.length > 0 && (
        <div class="seat-cards" aria-hidden="true">
          {seat.cardCount !== null
            ? <span key={`deal-${deal.deals}`} class="count-cards"><Card face={cardFace("??")} small dealt={deal.deals > 0} /> {cardCount}</span>
            : seat.cards.map((c, i) => <Card key={deal.keys[i]} face={c.face} small up={c.up} hidden={c.ownHidden} dealt={deal.dealt[i]} />)}
        </div>
      )}
      {seat.markers.filter((m) => m !== "dealer").length > 0 && (
        <div class="markers">
          {seat.markers.filter((m) => m !== "dealer").map((m) => (
            <span key={m} class={`marker m-${m.replace(/\s+/g, "-")}`}>{markerText(m)}</span>
          ))}
        </div>
      )}
      {(seat.lastAction || seat.roundChips > 0) && (
        <div class="seat-round" aria-hidden="true" data-testid={`seat-${seat.seat}-round`}>
          {seat.lastAction && <span class="last-action">{seat.lastAction}</span>}
          {seat.roundChips > 0 && <span class="round-chips" title={i18n._({ id: "seat.round-chips-title", message: "chips in this betting round" })}>{formatNumber(seat.roundChips)}</span>}
        </div>
      )}
      {seat.toAct && deadlineAt !== null && (
        <Countdown deadlineAt={deadlineAt} testid={seat.onTimeBank ? `time-bank-${seat.seat}` : undefined} bank={seat.onTimeBank} />
      )}
      {seat.toAct && deadlineAt === null && seat.onTimeBank && seat.timeBankS !== null && (
        // The clock stands still (the host's pause): what is left of the bank.
        <span class="countdown bank" data-testid={`time-bank-${seat.seat}`}>
          <span aria-hidden="true">{bankWord} </span>{seat.timeBankS}<span aria-hidden="true"> s</span>
          <span class="sr-only"> {i18n._({ id: "countdown.bank-left", message: "seconds left on the time bank" })}</span>
        </span>
      )}
      {showBank && seat.timeBankS !== null && !seat.onTimeBank && (
        <span class="bank muted" aria-hidden="true" data-testid={`seat-${seat.seat}-bank`} title={i18n._({ id: "seat.time-bank", message: "time bank" })}>{bankWord} {seat.timeBankS} s</span>
      )}
    </div>
  );
}
