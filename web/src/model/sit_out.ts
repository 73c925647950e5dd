// Sitting out (docs/server.md "Sitting out"): the words of the button and of the line that tells
// a player where they stand. Pure: the page sends {"type": "sit_out", "on"} with the button.
import type { SeatData } from "../types";

/** A seat that waits for the host's yes to play (the table option approve_seats). */
export const waitsForHost = (me: SeatData | null) => me?.sat_out_by === "approval";

/** Whether "I'm back" has something to do: sitting out, not just from the next hand of a hand
 * in play, and not waiting for the host (only the host lets that seat in). */
export const canComeBack = (me: SeatData) =>
  !!me.sitting_out && !(me.in_hand && me.sat_out_by === "self") && !waitsForHost(me);

/** The button: "Sit out next hand" while dealt in, "I'm back" while sitting out. */
export const sitOutLabel = (me: SeatData) => (me.sitting_out ? "I'm back" : "Sit out next hand");

/** The line for the player who sits out (null when they do not). */
export function sitOutText(me: SeatData | null, five35: boolean): string | null {
  if (!me?.sitting_out) return null;
  const next = five35 ? "game" : "hand";
  if (me.in_hand && me.sat_out_by === "self") return `You sit out from the next ${next}: this one plays on.`;
  const back = `Press “I'm back” to be dealt in from the next ${next}.`;
  if (waitsForHost(me)) return `The host has been asked to let you in: you're dealt in from the next ${next} once they do.`;
  switch (me.sat_out_by) {
    case "timeouts": return `You are sitting out: the clock played for you twice in a row. ${back}`;
    case "disconnected": return `You were sat out: your connection dropped on your turn. ${back}`;
    default: return `You are sitting out: your seat and ${five35 ? "place" : "chips"} are kept. ${back}`;
  }
}
