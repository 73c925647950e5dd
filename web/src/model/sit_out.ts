// Sitting out (docs/server.md "Sitting out"): the words of the button and of the line that tells
// a player where they stand. Pure: the page sends {"type": "sit_out", "on"} with the button.
import { i18n } from "../i18n";
import type { SeatData } from "../types";

/** A seat that waits for the host's yes to play (the table option approve_seats). */
export const waitsForHost = (me: SeatData | null) => me?.sat_out_by === "approval";

/** Whether "I'm back" has something to do: sitting out, not just from the next hand of a hand
 * in play, and not waiting for the host (only the host lets that seat in). */
export const canComeBack = (me: SeatData) =>
  !!me.sitting_out && !(me.in_hand && me.sat_out_by === "self") && !waitsForHost(me);

/** The button: "Sit out next hand" while dealt in, "I'm back" while sitting out. */
export const sitOutLabel = (me: SeatData) => (me.sitting_out ? imBackText() : sitOutButtonText());

const sitOutButtonText = (): string => i18n._({ id: "sit-out.button", message: "Sit out next hand" });

/** "I'm back": the button that ends sitting out. */
export const imBackText = () => i18n._({ id: "sit-out.back", message: "I'm back" });

/** The line for the player who sits out (null when they do not). */
export function sitOutText(me: SeatData | null, five35: boolean): string | null {
  if (!me?.sitting_out) return null;
  if (me.in_hand && me.sat_out_by === "self") {
    return five35 ? i18n._({ id: "sit-out.from-next-game", message: "You sit out from the next game: this one plays on." })
      : i18n._({ id: "sit-out.from-next-hand", message: "You sit out from the next hand: this one plays on." });
  }
  const back = five35 ? i18n._({ id: "sit-out.press-back-game", message: "Press “I'm back” to be dealt in from the next game." })
    : i18n._({ id: "sit-out.press-back-hand", message: "Press “I'm back” to be dealt in from the next hand." });
  if (waitsForHost(me)) {
    return five35 ? i18n._({ id: "sit-out.asked-host-game", message: "The host has been asked to let you in: you're dealt in from the next game once they do." })
      : i18n._({ id: "sit-out.asked-host-hand", message: "The host has been asked to let you in: you're dealt in from the next hand once they do." });
  }
  switch (me.sat_out_by) {
    case "timeouts": return i18n._({ id: "sit-out.timeouts", message: "You are sitting out: the clock played for you twice in a row. {back}", values: { back } });
    case "disconnected": return i18n._({ id: "sit-out.disconnected", message: "You were sat out: your connection dropped on your turn. {back}", values: { back } });
    default: return five35 ? i18n._({ id: "sit-out.kept-place", message: "You are sitting out: your seat and place are kept. {back}", values: { back } })
      : i18n._({ id: "sit-out.kept-chips", message: "You are sitting out: your seat and chips are kept. {back}", values: { back } });
  }
}
