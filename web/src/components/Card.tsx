// A playing card drawn with CSS: rank and suit symbol in the suit's own colour (four colours),
// or a card back. Five Three Five cards show their number and, optionally, their points.
import { i18n } from "../i18n";
import { type CardFace, faceDownText } from "../model/cards";

interface Props {
  face: CardFace;
  /** The viewer's own face-down card (drawn dimmed, with an eye-off marker). */
  hidden?: boolean;
  /** Face up for everyone. */
  up?: boolean;
  small?: boolean;
  points?: number | null;
  testid?: string;
  playable?: boolean;
  selected?: boolean;
  /** Just dealt: slides in once (the deal animation, none under prefers-reduced-motion). */
  dealt?: boolean;
}

// "1 point", "3 points": the visible number first, so a card's name starts with what it shows.
export function pointsText(points: number): string {
  return i18n._({ id: "seat.points", message: "{count, plural, one {# point} other {# points}}", values: { count: points } });
}

export function Card({ face, hidden, up, small, points, testid, playable, selected, dealt }: Props) {
  if (face.back) {
    return <span class={`card back${small ? " small" : ""}${dealt ? " deal-in" : ""}`} role="img" aria-label={faceDownText()} data-testid={testid} />;
  }
  const cls = [
    "card", face.colour, small ? "small" : "", hidden ? "own-hidden" : "", up ? "up" : "",
    playable ? "playable" : "", selected ? "selected" : "", dealt ? "deal-in" : "",
  ].filter(Boolean).join(" ");
  const label = [face.label,
    hidden ? i18n._({ id: "card.own-hidden", message: "face down (only you see it)" }) : up ? i18n._({ id: "card.face-up", message: "face up" }) : "",
    points !== undefined && points !== null ? pointsText(points) : "",
    playable ? i18n._({ id: "card.playable", message: "playable" }) : ""].filter(Boolean).join(", ");
  return (
    <span class={cls} role="img" aria-label={label} data-testid={testid} data-code={face.code}
      data-hidden-text={hidden ? i18n._({ id: "card.hidden-mark", message: "hidden" }) : undefined}>
      <span class="rank" aria-hidden="true">{face.rank}</span>
      {face.symbol && <span class="suit" aria-hidden="true">{face.symbol}</span>}
      {points !== undefined && points !== null && <span class="pts" aria-hidden="true">{points}</span>}
    </span>
  );
}
