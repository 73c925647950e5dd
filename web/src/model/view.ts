// The table as it is drawn, worked out from one `view` message: no DOM here, so the unit tests
// can check everything a player would see.
import type { CardCode, SeatData, ViewMessage } from "../types";
import { type ActionButton, gameAlias, gameName, parseActions, sizingButton } from "./actions";
import { type CardFace, cardFace, prettyCards } from "./cards";
import { type MeldModel, meldModel, playableMask } from "./five35";
import { type ResultModel, resultModel } from "./result";
import { amountToCall, roundActivity } from "./round";
import { seatName as numberedSeat } from "./seats";
import { formatNumber, i18n } from "../i18n";

export interface SeatCard {
  face: CardFace;
  /** Face up for everyone (vying). */
  up: boolean;
  /** The viewer's own face-down card: only they see it. */
  ownHidden: boolean;
}

export interface SeatModel {
  seat: number;
  empty: boolean;
  name: string;
  you: boolean;
  dealer: boolean;
  toAct: boolean;
  /** "180 chips" or "12 points"; "" for an empty seat. */
  amountText: string;
  stack: number | null;
  score: number | null;
  inHand: boolean;
  /** Markers shown under the name: "folded", "all-in", "frozen", "away", "offline", "passed", "leads"... */
  markers: string[];
  /** Vying, in a hand: the seat's last action in this round ("bets 3", "stands"), or null. */
  lastAction: string | null;
  /** Vying: chips the seat has put in during this betting round. */
  roundChips: number;
  cards: SeatCard[];
  /** Five Three Five: draw "N cards" instead of each card (backs, or the viewer's own hand drawn below). */
  cardCount: number | null;
  connected: boolean;
  away: boolean;
  frozen: boolean;
  /** What is left of the seat's time bank, in whole seconds (null from an older server). */
  timeBankS: number | null;
  /** The seat decides on its time bank now (its countdown is the bank's). */
  onTimeBank: boolean;
  /** x and y in percent of the oval's box. */
  x: number;
  y: number;
}

export interface HandCard {
  face: CardFace;
  up: boolean;
  playable: boolean;
  /** data-testid: "card-As", "card-7". */
  testid: string;
  /** Five Three Five: the position in the hand (for selection), the rank. */
  index: number;
  rank: number | null;
}

export interface TurnModel {
  seat: number;
  name: string;
  you: boolean;
  /** Milliseconds since the epoch when the decision timer runs out, or null (no timer). */
  deadlineAt: number | null;
  /** "Your turn", "Bo to act", "Ann chooses the game" (", on the time bank"). */
  text: string;
  /** The decision runs on the seat's time bank: the countdown is the bank's. */
  timeBank: boolean;
}

export interface TableModel {
  seq: number;
  hand: number | null;
  game: string | null; // "15-35", "7-27", "535" or null while the dealer chooses
  gameTitle: string;
  five35: boolean;
  /** "Hand 12 · Fifteen Thirty-Five", "Round 2 of game 1 · Five Three Five · to 20 points". */
  title: string;
  you: number | null;
  spectator: boolean;
  seats: SeatModel[];
  myHand: HandCard[];
  /** "Your totals: 6½ toward 7 · 16½ toward 27" (vying, the seat's own hand), else null. */
  totalsText: string | null;
  pots: { label: string; amount: number }[];
  potTotal: number;
  turn: TurnModel | null;
  actions: ActionButton[];
  sizing: ActionButton | undefined;
  /** The dealer's choice: the games offered to this viewer (from `choose GAME` words). */
  choice: string[] | null;
  /** Somebody is choosing the game (the dealer): their seat. */
  choosing: number | null;
  meld: MeldModel | null;
  meldText: string;
  result: ResultModel | null;
  log: string[];
  waitingText: string | null;
  /** The host may start the first game now (two seats or more taken). */
  waitingForStart: boolean;
  /** The host's pause: "Paused by the host", "The host will pause after this hand", or null. */
  pauseText: string | null;
}

/** Seats round an oval, clockwise on screen, the viewer (or seat 0) at the bottom. */
export function seatPosition(seat: number, count: number, anchor: number): { x: number; y: number } {
  const k = (((seat - anchor) % count) + count) % count;
  const angle = Math.PI / 2 + (k * 2 * Math.PI) / count;
  return {
    x: Math.round((50 + 42 * Math.cos(angle)) * 10) / 10,
    y: Math.round((50 + 40 * Math.sin(angle)) * 10) / 10,
  };
}

export function seatName(view: Pick<ViewMessage, "seats">, seat: number): string {
  return view.seats[seat]?.name ?? numberedSeat(seat);
}

/** What the table page says of the host's pause (the view's `paused` and `pausing`; both are
 * absent from older servers' views): null when the table plays on. */
export function pauseText(view: Pick<ViewMessage, "paused" | "pausing">, five35 = false): string | null {
  if (view.paused) return i18n._({ id: "pause.paused", message: "Paused by the host" });
  if (view.pausing) {
    return five35 ? i18n._({ id: "pause.after-round", message: "The host will pause after this round" })
      : i18n._({ id: "pause.after-hand", message: "The host will pause after this hand" });
  }
  return null;
}

/** Seconds left on the decision timer at `now` (rounded up), or null with no timer. */
export function secondsLeft(deadlineAt: number | null, now: number): number | null {
  if (deadlineAt === null) return null;
  return Math.max(0, Math.ceil((deadlineAt - now) / 1000));
}

function amountText(s: SeatData, five35: boolean): string {
  if (five35) {
    return s.score === null || s.score === undefined ? i18n._({ id: "seat.waiting-next-game", message: "waiting for the next game" })
      : i18n._({ id: "seat.points", message: "{count, plural, one {# point} other {# points}}", values: { count: s.score } });
  }
  return s.stack === null ? "" : i18n._({ id: "seat.chips", message: "{count, plural, one {# chip} other {# chips}}", values: { count: s.stack } });
}

/** Whether the log says the seat folded or went bust (the server's words in English or French:
 * the log is in the page's language, src/socket.ts). */
function foldedIn(log: readonly string[], name: string): "folded" | "bust" | null {
  for (let i = log.length - 1; i >= 0; --i) {
    const line = log[i];
    if (line.startsWith(name + " ")) {
      const rest = line.slice(name.length + 1);
      if (/^(folds|se couche)\b/.test(rest)) return "folded";
      if (/\b(busts?|is bust|saute)\b/.test(rest)) return "bust";
    }
  }
  return null;
}

export function tableModel(view: ViewMessage, receivedAt: number): TableModel {
  const five35 = view.game === "five-three-five" || "meld" in view || "target_score" in view;
  const alias = view.game ? gameAlias(view.game) : null;
  const you = view.you ?? null;
  const nameOf = (seat: number) => seatName(view, seat);
  const handInPlay = view.hand !== null && !view.result && view.game !== null;
  // Who did what in the round under way, from the log (vying only).
  const round = !five35 && handInPlay
    ? roundActivity(view.log, view.seats.map((s) => s?.name ?? null)) : null;
  const toCall = round && view.you !== null ? Math.min(amountToCall(round, view.you), view.seats[view.you]?.stack ?? Infinity) : 0;
  // While the host's pause holds the table, the server refuses every action and choice (409):
  // none is offered, though the view still says whose decision is awaited.
  const actions = parseActions(view.paused ? undefined : view.legal).map((a) => (a.kind === "call" && toCall > 0
    ? { ...a, label: i18n._({ id: "action.call-amount", message: "Call {amount}", values: { amount: formatNumber(toCall) } }) } : a));
  const choiceWords = actions.filter((a) => a.kind === "choose");
  const anchor = you ?? 0;
  const count = view.seats.length || 1;
  const passed = new Set(view.passed ?? []);

  const seats: SeatModel[] = view.seats.map((s, seat) => {
    const pos = seatPosition(seat, count, anchor);
    if (!s) {
      return {
        seat, empty: true, name: i18n._({ id: "seat.empty-name", message: "Empty seat" }), you: false, dealer: false, toAct: false,
        amountText: "", stack: null, score: null, inHand: false, markers: [], lastAction: null, roundChips: 0,
        cards: [], cardCount: null,
        connected: false, away: false, frozen: false, timeBankS: null, onTimeBank: false, ...pos,
      };
    }
    const markers: string[] = [];
    // A seat sat out until the host lets it in (approve_seats) says what it waits for.
    const outMarker = s.sat_out_by === "approval" ? "waiting for the host" : "sitting out";
    if (view.dealer === seat) markers.push("dealer");
    if (handInPlay && !s.in_hand && !five35) {
      const why = foldedIn(view.log, s.name);
      markers.push(why ?? (s.cards.length ? "folded" : s.stack === 0 ? "no chips"
        : s.sitting_out ? outMarker : "dealt in next hand"));
    }
    if (s.sitting_out && !(handInPlay && !s.in_hand && !five35)) markers.push(s.in_hand ? "sits out next hand" : outMarker);
    if (five35 && !s.in_hand && view.hand !== null) markers.push("waits for the next game");
    if (!five35 && handInPlay && s.in_hand && s.stack === 0) markers.push("all-in");
    if (s.frozen) markers.push("frozen: no more cards");
    if (five35 && handInPlay) {
      if (passed.has(seat)) markers.push("passed");
      if (view.trick_leader === seat) markers.push(view.meld ? "led the trick" : "leads");
      if (view.meld && view.meld.by === seat) markers.push("owns the meld");
    }
    const onTimeBank = view.time_bank === true && view.to_act === seat;
    if (onTimeBank) markers.push("on time bank");
    if (s.away) markers.push("away");
    if (!s.connected) markers.push("offline");
    const cards: SeatCard[] = s.cards.map((c: CardCode, i) => {
      const face = cardFace(c);
      const up = !!s.up[i];
      return { face, up, ownHidden: seat === you && !up && !face.back && !five35 };
    });
    return {
      seat, empty: false, name: s.name, you: seat === you, dealer: view.dealer === seat,
      toAct: view.to_act === seat, amountText: amountText(s, five35), stack: s.stack,
      score: s.score ?? null, inHand: s.in_hand, markers, cards,
      lastAction: round?.[seat]?.last ?? null, roundChips: round?.[seat]?.chips ?? 0,
      cardCount: five35 && cards.length > 0 && (seat === you || cards.every((c) => c.face.back)) ? cards.length : null,
      connected: s.connected, away: s.away, frozen: s.frozen,
      timeBankS: typeof s.time_bank_ms === "number" ? Math.ceil(s.time_bank_ms / 1000) : null, onTimeBank, ...pos,
    };
  });

  const mine = you !== null ? view.seats[you] : null;
  const ownCards = mine ? mine.cards : [];
  const mask = five35 ? playableMask(ownCards.map(Number), actions) : ownCards.map(() => false);
  const myHand: HandCard[] = ownCards.map((c, i) => {
    const face = cardFace(c);
    return {
      face, up: !!mine?.up[i], playable: mask[i] ?? false, testid: `card-${face.code}`,
      index: i, rank: five35 ? Number(c) : null,
    };
  });

  const pots = view.pots.map((amount, i) => ({
    label: i === 0 ? i18n._({ id: "pot.label", message: "Pot" }) : i18n._({ id: "pot.side", message: "Side pot {number}", values: { number: i } }),
    amount,
  }));
  let turn: TurnModel | null = null;
  if (view.to_act !== null && view.to_act !== undefined) {
    const isYou = view.to_act === you;
    const name = nameOf(view.to_act);
    const choosing = view.game === null;
    // A pause stops every clock and takes the buttons away: the turn waits for the host.
    const paused = view.paused === true;
    const timeBank = view.time_bank === true && !paused;
    const waits = paused
      ? (choosing
        ? (isYou ? i18n._({ id: "turn.your-deal-paused", message: "Your deal, when the host resumes" })
          : i18n._({ id: "turn.deals-paused", message: "{name} deals when the host resumes", values: { name } }))
        : (isYou ? i18n._({ id: "turn.yours-paused", message: "Your turn, when the host resumes" })
          : i18n._({ id: "turn.acts-paused", message: "{name} acts when the host resumes", values: { name } })))
      : (choosing
        ? (isYou ? i18n._({ id: "turn.your-deal", message: "Your deal: choose the game" })
          : i18n._({ id: "turn.chooses", message: "{name} chooses the game", values: { name } }))
        : (isYou ? i18n._({ id: "turn.yours", message: "Your turn" })
          : i18n._({ id: "turn.to-act", message: "{name} to act", values: { name } })));
    turn = {
      seat: view.to_act, name, you: isYou, timeBank,
      deadlineAt: paused || view.deadline_ms === null || view.deadline_ms === undefined ? null : receivedAt + view.deadline_ms,
      text: !timeBank ? waits : isYou ? i18n._({ id: "turn.your-time-bank", message: "{turn}: on your time bank", values: { turn: waits } })
        : i18n._({ id: "turn.time-bank", message: "{turn}, on the time bank", values: { turn: waits } }),
    };
  }
  const meld = meldModel(view.meld, nameOf);
  let meldText = "";
  if (five35 && handInPlay) {
    if (meld) {
      meldText = meld.addOnly
        ? i18n._({ id: "meld.to-beat-add-only", message: "Meld to beat: {meld} ({name}'s) - 4+ cards: add to it or pass", values: { meld: meld.text, name: meld.byName } })
        : i18n._({ id: "meld.to-beat", message: "Meld to beat: {meld} ({name}'s)", values: { meld: meld.text, name: meld.byName } });
    } else if (view.trick_leader !== null && view.trick_leader !== undefined) {
      meldText = i18n._({ id: "meld.new-trick", message: "{name} leads a new trick", values: { name: nameOf(view.trick_leader) } });
    }
  }
  let title: string;
  const gameTitle = gameName(view.game);
  if (five35) {
    title = [
      view.round ? (view.game_number
        ? i18n._({ id: "title.round-of-game", message: "Round {round} of game {game}", values: { round: view.round, game: view.game_number } })
        : i18n._({ id: "title.round", message: "Round {round}", values: { round: view.round } })) : null,
      "Five Three Five",
      view.target_score ? i18n._({ id: "title.to-points", message: "to {count, plural, one {# point} other {# points}}", values: { count: view.target_score } }) : null,
    ].filter(Boolean).join(" · ");
  } else if (view.game === null) {
    title = view.hand === null ? i18n._({ id: "title.dealers-choice", message: "Dealer's choice" })
      : view.result ? i18n._({ id: "title.hand-over-choice", message: "Hand {hand} is over · dealer's choice next", values: { hand: view.hand } })
      : i18n._({ id: "title.hand-choice", message: "Hand {hand} · dealer's choice", values: { hand: view.hand } });
  } else {
    title = [view.hand !== null ? i18n._({ id: "title.hand", message: "Hand {hand}", values: { hand: view.hand } }) : null, gameTitle].filter(Boolean).join(" · ");
  }
  const seated = view.seats.filter(Boolean).length;
  let waitingText: string | null = null;
  if (view.to_act === null && !view.result && view.hand === null) {
    waitingText = seated < 2 ? i18n._({ id: "waiting.second-player", message: "Waiting for a second player (bots count)…" })
      : view.waiting_for_start ? i18n._({
        id: "waiting.host-start",
        message: "Waiting for the host to start ({seated} of {seats} seats taken; it starts by itself when all are)…",
        values: { seated, seats: view.seats.length },
      })
      : i18n._({ id: "waiting.deal", message: "Waiting for the deal…" });
  }

  return {
    seq: view.seq, hand: view.hand, game: alias, gameTitle, five35, title, you,
    spectator: you === null, seats, myHand, totalsText: totalsText(view.totals), pots,
    potTotal: view.pots.reduce((a, b) => a + b, 0),
    turn, actions, sizing: sizingButton(actions),
    choice: choiceWords.length ? choiceWords.map((a) => a.arg!) : null,
    choosing: view.game === null && view.to_act !== null ? view.to_act : null,
    meld, meldText,
    result: resultModel(view.result, nameOf),
    log: view.log.map(prettyCards),
    waitingText,
    waitingForStart: view.waiting_for_start === true && seated >= 2,
    pauseText: pauseText(view, five35),
  };
}

/** 6.5 → "6½": totals count pictures as halves. */
export const halves = (x: number): string => {
  const whole = Math.floor(x);
  return x - whole >= 0.5 ? `${whole === 0 ? "" : whole}½` : String(whole);
};

/** The seat's totals in words, as the terminal shows them beside the cards. */
export function totalsText(totals: ViewMessage["totals"]): string | null {
  if (!totals || totals.length === 0) return null;
  const parts = totals.map((t) => t.total === null
    ? i18n._({ id: "totals.none", message: "none counts toward {target}", values: { target: halves(t.target) } })
    : i18n._({ id: "totals.toward", message: "{total} toward {target}", values: { total: halves(t.total), target: halves(t.target) } }));
  return i18n._({ id: "totals.yours", message: "Your totals: {totals}", values: { totals: parts.join(" · ") } });
}

/** A seat's marker (the keys of SeatModel.markers, in English: the tests and the CSS classes
 * use them) as the page's language says it. */
export function markerText(marker: string): string {
  switch (marker) {
    case "dealer": return i18n._({ id: "marker.dealer", message: "dealer" });
    case "folded": return i18n._({ id: "marker.folded", message: "folded" });
    case "bust": return i18n._({ id: "marker.bust", message: "bust" });
    case "no chips": return i18n._({ id: "marker.no-chips", message: "no chips" });
    case "waiting for the host": return i18n._({ id: "marker.waiting-host", message: "waiting for the host" });
    case "sitting out": return i18n._({ id: "marker.sitting-out", message: "sitting out" });
    case "dealt in next hand": return i18n._({ id: "marker.dealt-next", message: "dealt in next hand" });
    case "sits out next hand": return i18n._({ id: "marker.sits-out-next", message: "sits out next hand" });
    case "waits for the next game": return i18n._({ id: "marker.waits-next-game", message: "waits for the next game" });
    case "all-in": return i18n._({ id: "marker.all-in", message: "all-in" });
    case "frozen: no more cards": return i18n._({ id: "marker.frozen", message: "frozen: no more cards" });
    case "passed": return i18n._({ id: "marker.passed", message: "passed" });
    case "led the trick": return i18n._({ id: "marker.led", message: "led the trick" });
    case "leads": return i18n._({ id: "marker.leads", message: "leads" });
    case "owns the meld": return i18n._({ id: "marker.owns-meld", message: "owns the meld" });
    case "on time bank": return i18n._({ id: "marker.time-bank", message: "on time bank" });
    case "away": return i18n._({ id: "marker.away", message: "away" });
    case "offline": return i18n._({ id: "marker.offline", message: "offline" });
    default: return marker;
  }
}
