// What the player needs on their turn, in one place: the actions (and, at Five Three Five, the
// hand whose cards narrow the moves). On a phone it is a bar fixed to the bottom of the screen
// (styles.css), the table above it; elsewhere it sits under the table.
import type { ComponentChildren } from "preact";
import { useBarHeight } from "./useBarHeight";

export function TurnBar({ children }: { children: ComponentChildren }) {
  const bar = useBarHeight<HTMLDivElement>();
  return <div class="turn-bar" ref={bar} data-testid="turn-bar">{children}</div>;
}
