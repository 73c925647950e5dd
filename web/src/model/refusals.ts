// What the server refused, in a sentence a player understands. Every refusal carries a stable
// `code` and the `values` it concerns (docs/server.md "Refusal codes"); the sentence is built
// here from those, never from the server's English `message`, which shows only for a code this
// page does not know (a newer server). Seats are numbered from 1 for people (the protocol's from 0).

export type RefusalValues = Record<string, string | number>;

export interface Refusal {
  code?: string;
  values?: RefusalValues;
  /** The server's own words (English, for logs): the fallback. */
  message: string;
}

type Sentence = (v: RefusalValues) => string;

const seat = (v: RefusalValues, key = "seat") => `seat ${Number(v[key]) + 1}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const chips = (n: unknown) => plural(Number(n), "chip", "chips");
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A setting's name, from where the server found it ("rules.15-35.betting.max" → "the largest bet"). */
export function settingName(where: unknown): string {
  const key = String(where ?? "").split(".").filter(Boolean).pop() ?? "";
  const names: Record<string, string> = {
    ante: "the ante",
    min: "the smallest bet",
    max: "the largest bet",
    raise_cap: "the raise cap",
    stack: "the buy-in",
    max_buy_in: "the most a stack may hold",
    seats: "the number of seats",
    timer_s: "the seconds to decide",
    time_bank_s: "the time bank",
    pause_s: "the pause between hands",
    targets: "the targets",
    name: "the name",
    password: "the password",
  };
  if (names[key]) return names[key];
  if (/^\d+$/.test(key)) return "this value";
  return key ? `“${key.replace(/_/g, " ")}”` : "this setting";
}

// One sentence per code. Keep docs/server.md's table and this list the same (a test checks).
export const SENTENCES: Record<string, Sentence> = {
  // --- playing ---------------------------------------------------------------------------------
  "not-your-turn": () => "It is not your turn.",
  "out-of-turn": () => "It is not your turn.",
  "stale": () => "The table moved on before your move arrived: look again and choose.",
  "table-paused": () => "The host has paused the table.",
  "dealer-choosing": () => "The dealer is choosing the game.",
  "no-hand": () => "No hand is being played.",
  "hand-over": () => "The hand is over.",
  "round-over": () => "The round is over.",
  "not-an-action": (v) => `“${v.text}” is not a move at this table.`,
  "spectator-cannot-play": () => "You are watching: sit down to play.",
  "seat-is-bot": (v) => `A bot plays ${seat(v)}.`,
  "not-your-choice": () => "It is not your turn to choose the game.",
  "no-dealers-choice": () => "This table plays one game: there is no game to choose.",
  "game-not-offered": (v) => `Choose one of: ${v.games}.`,
  "bot-cannot-play-rules": (v) => `The bot in ${seat(v)} cannot play those house rules.`,
  "deck-exhausted": () => "The deck has no card left to deal.",
  // vying games
  "must-expose": () => "First show one of your cards face up.",
  "not-face-down": () => "Show one of your face-down cards.",
  "take-or-stand": () => "Take a card or stand.",
  "must-declare": () => "Declare low, high or both.",
  "check-facing-bet": (v) => `You can't check: there is ${chips(v.call)} to call.`,
  "no-bet-to-call": () => "There is no bet to call: check instead.",
  "call-needs-every-chip": (v) => `Calling ${v.call} takes every chip you have (${v.stack}): go all-in.`,
  "no-bet-to-fold": () => "There is no bet to fold to: check instead.",
  "already-bet": () => "Someone has already bet this round: raise instead.",
  "nobody-bet": () => "Nobody has bet this round: bet instead.",
  "not-reopened": () => "A short all-in does not reopen the betting to you.",
  "raise-cap-reached": (v) => `No more raises: the cap of ${v.cap} is reached.`,
  "no-full-bet-fits": () => "No full bet or raise fits here (all-in may).",
  "amount-out-of-range": (v) =>
    Number(v.lo) === Number(v.hi) ? `The amount must be ${v.lo}.` : `The amount must be between ${v.lo} and ${v.hi}.`,
  "all-in-over-limit": (v) => `Going all-in for ${v.stack} is more than the betting allows.`,
  "not-a-betting-action": () => "That is not a betting move.",
  // Five Three Five
  "must-lead": () => "You lead this trick: play one to three cards.",
  "already-led": () => "The trick is led: overwrite, add or pass.",
  "no-cards": () => "Choose one to three cards.",
  "too-many-cards": () => "Play at most three cards at once.",
  "cards-not-held": () => "You don't hold those cards.",
  "not-a-meld": () => "Those cards make no single, set or run.",
  "cannot-overwrite-long": () => "Four cards or more can't be overwritten, only added to.",
  "wrong-shape": () => "Overwrite with the same kind and number of cards.",
  "not-stronger": () => "Overwrite with something stronger (higher singles and sets, lower runs).",
  "does-not-fit": () => "Those cards don't make the central meld one longer set or run.",
  "pass-with-cards": () => "A pass plays no cards.",
  // --- seats -----------------------------------------------------------------------------------
  "name-length": (v) => `A name has 1 to ${v.max} characters.`,
  "table-locked": () => "The host has locked the table: no new players.",
  "no-such-seat": (v) => `This table has seats 1 to ${v.seats}.`,
  "seat-taken": (v) => `Someone already sits in ${seat(v)}.`,
  "table-full": () => "The table is full.",
  "no-players": () => "Two players at least are needed to start.",
  "game-seats-fewer": (v) => `This game seats ${v.players} players: sit down after this hand.`,
  "no-player": (v) => `Nobody sits in ${seat(v)}.`,
  "not-your-seat": (v) => `That is not your seat (${seat(v)}).`,
  "token-needed": () => "This browser holds no seat here.",
  "unknown-token": () => "This browser's seat is no longer at this table.",
  "player-leaving": (v) => `${v.name} is leaving the table.`,
  "password-needed": () => "This table needs a password to sit down.",
  "wrong-password": () => "That is not the table's password.",
  "password-length": (v) => `A password has at most ${v.max} characters.`,
  "awaiting-approval": () => "The host hasn't let you in yet: you'll play once they do.",
  "no-seat-request": () => "That player isn't waiting to be let in any more.",
  // --- chips -----------------------------------------------------------------------------------
  "points-table": () => "This table plays for points: there are no chips to buy.",
  "chips-at-least-one": () => "Buy at least 1 chip.",
  "rebuy-mid-hand": (v) => `${v.name} is playing this hand: the chips come when it ends.`,
  "stack-at-max": (v) => `${v.name} already has the most a stack may hold (${v.max_buy_in}).`,
  "rebuy-above-max": (v) => `A stack may hold at most ${v.max_buy_in}: ${v.name} can add up to ${chips(v.room)} now.`,
  "rebuy-waiting": (v) => `${v.name}'s request for ${chips(v.chips)} is already waiting for the host.`,
  "no-rebuy-request": () => "That request has already been answered.",
  // --- chat, hints, history --------------------------------------------------------------------
  "chat-empty": () => "Write something first.",
  "chat-too-long": (v) => `A message has at most ${v.max} characters.`,
  "chat-nul": () => "The message holds a character that can't be sent.",
  "chat-rate-limit": (v) => `Slow down: at most ${v.messages} messages in ${v.seconds} seconds. Your message is kept: send it in a moment.`,
  "spectator-chat-off": () => "Only players can chat at this table.",
  "hints-off": () => "No hints at this table: the host has not allowed advice.",
  "no-advice-out-of-hand": () => "No advice now: you are not in this hand.",
  "no-advice-folded": () => "No advice now: you have folded.",
  "advice-busy": () => "Your last request is still being worked out: try again in a moment.",
  "hand-not-kept": (v) => `Hand ${v.hand} is too old to replay here (the last ${v.kept} are kept); it is in the downloads.`,
  "no-such-hand": (v) => `Hand ${v.hand} has not been played at this table.`,
  // --- the host and the table ------------------------------------------------------------------
  "host-token-needed": () => "Only the table's host can do this.",
  "host-only": () => "Only the table's host can do this.",
  "not-host-token": () => "This browser is not the table's host.",
  "no-such-table": () => "There is no table at this link.",
  "too-many-tables": (v) => `Too many new tables from here: try again in ${v.seconds} seconds.`,
  "fixed-setting": (v) => `${capitalized(settingName(v.setting))} can't change once the table is open.`,
  "no-games": () => "Choose at least one game.",
  "five35-alone": () => "Five Three Five is played at a table of its own.",
  // --- settings (the server names the setting in `where`) --------------------------------------
  "max-below-min": (v) => `The largest bet (${v.max}) can't be below the smallest (${v.min}).`,
  "out-of-range": (v) => `${capitalized(settingName(v.where))} must be between ${v.lo} and ${v.hi} (not ${v.value}).`,
  "unknown-value": (v) => `${capitalized(settingName(v.where))}: “${v.value}” is not one of ${v.accepted}.`,
  "unknown-key": (v) => `“${v.key}” is not a setting here.`,
  "wrong-type": (v) => `${capitalized(settingName(v.where))} must be ${v.expected}.`,
  "target-out-of-range": () => "A target is a whole or half number of points, from 0.5 to 200.",
  "targets-order": () => "The low target must be below the high one.",
  // --- the server ------------------------------------------------------------------------------
  "not-saved": () => "The server could not save that: try again.",
  "out-of-service": () => "This table is stopped until the server restarts.",
  "rate-limited": () => "Too many requests: wait a moment.",
  "too-many-requests": (v) => `Too many requests: try again in ${v.seconds} seconds.`,
  "too-many-messages": () => "Too many messages at once: wait a moment.",
};

/** The sentence for a refusal: its code's, else the server's message. */
export function refusalText(r: Refusal): string {
  const sentence = r.code ? SENTENCES[r.code] : undefined;
  if (!sentence) return r.message;
  try {
    return sentence(r.values ?? {});
  } catch {
    return r.message;
  }
}

/** Whether a refusal is about chat (shown under the chat's input, which keeps the line). */
export const isChatRefusal = (r: Refusal) =>
  r.code ? r.code.startsWith("chat-") || r.code === "spectator-chat-off" : /\bchat\b/i.test(r.message);
