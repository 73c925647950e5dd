// What each seat has done in the round under way (an offer round, a betting round, the
// declarations), read from the table's public log, which names every action with its amounts
// ("Bo bets 3", "Ann calls 3 and raises 2", "Cy goes all-in for 17"). The view carries stacks
// and pots but not who put what in this round; the log says it, in the server's own words
// (src/play/vying_narration.cpp), so the seats can show their last action and the chips they
// put in since the round began, and the Call button the amount it calls. The log is in the
// page's language (the socket asks for it: src/socket.ts), so the server's English and French
// sentences (po/fr.po) are both read.
import { i18n } from "../i18n";
import { prettyCards } from "./cards";

export interface SeatRound {
  /** The seat's last action in this round, as a short phrase ("bets 3", "stands"), or null. */
  last: string | null;
  /** Chips put in during this betting round (0 outside one). */
  chips: number;
}

// A line that starts a new round (or the hand): what came before no longer counts.
const ROUND_STARTS = [
  /^Each player turns one card face up/,
  /^Offer round:/,
  /^(Betting round \d+|Final betting round), opened by /,
  /^Declarations:/,
  /^Chaque joueur retourne une carte face visible/,
  /^Tour de tirage\s?:/,
  /^(Tour d'enchères \d+|Dernier tour d'enchères), ouvert par /,
  /^Annonces\s?:/,
];

/** The seat a log line is about: the longest seat name it starts with (names may hold spaces). */
function speakerOf(line: string, names: (string | null)[]): number | null {
  let best: number | null = null;
  names.forEach((name, seat) => {
    if (!name || !line.startsWith(name + " ")) return;
    if (best === null || name.length > (names[best] ?? "").length) best = seat;
  });
  return best;
}

/** The chips an action line puts in ("calls 2 and raises 1": 3). */
export function chipsOf(action: string): number {
  let m = /^(?:calls (\d+) and raises|suit (\d+) et relance de) (\d+)/.exec(action);
  if (m) return Number(m[1] ?? m[2]) + Number(m[3]);
  m = /^(?:bets|calls|goes all-in for|mise|suit|fait tapis pour) (\d+)/.exec(action);
  return m ? Number(m[1]) : 0;
}

/** A log line's action as the seat's bubble says it. */
export function shortAction(action: string): string {
  const raise = /^(?:calls \d+ and raises|suit \d+ et relance de) (\d+)/.exec(action);
  if (raise) return i18n._({ id: "round.raises", message: "raises {amount}", values: { amount: raise[1] } });
  return prettyCards(action.replace(/\.$/, ""))
    .replace(/^takes a card face down$/, "takes a card")
    .replace(/^prend une carte face cachée$/, "prend une carte")
    .replace(/ and is now frozen$/, " (frozen)")
    .replace(/ et est désormais gelé$/, " (gelé)")
    .replace(/^declares \(hidden until all have declared\)$/, "has declared")
    .replace(/^annonce \(caché jusqu'à ce que tous aient annoncé\)$/, "a annoncé");
}

/** Per seat (by `names`, null for an empty seat): the last action and chips of this round. */
export function roundActivity(log: string[], names: (string | null)[]): SeatRound[] {
  const seats: SeatRound[] = names.map(() => ({ last: null, chips: 0 }));
  const restart = () => seats.forEach((s) => { s.last = null; s.chips = 0; });
  for (const line of log) {
    if (ROUND_STARTS.some((re) => re.test(line))) {
      restart();
      continue;
    }
    const seat = speakerOf(line, names);
    if (seat === null) continue;
    const action = line.slice((names[seat] ?? "").length + 1);
    if (/^(deals|distribue) /.test(action)) {
      restart();
      continue;
    }
    seats[seat].last = shortAction(action);
    seats[seat].chips += chipsOf(action);
  }
  return seats;
}

/** What the seat `you` must put in to call: the most any seat has put in this round, less its own. */
export function amountToCall(round: SeatRound[], you: number): number {
  const most = Math.max(0, ...round.map((s) => s.chips));
  return Math.max(0, most - (round[you]?.chips ?? 0));
}
