// What the server refused, in a sentence a player understands. Every refusal carries a stable
// `code` and the `values` it concerns (docs/server.md "Refusal codes"); the sentence is built
// here from those, never from the server's English `message`, which shows only for a code this
// page does not know (a newer server). Seats are numbered from 1 for people (the protocol's from 0).
//
// Each sentence is a message of the catalogues (src/locales/LANG/messages.po, id
// "refusal.CODE"), in the page's language, whose placeholders are the refusal's values
// (numbers written as the language writes them, seats counted from 1).
import { i18n, shown } from "../i18n";

export type RefusalValues = Record<string, string | number>;

export interface Refusal {
  code?: string;
  values?: RefusalValues;
  /** The server's own words (English, for logs): the fallback. */
  message: string;
}

type Sentence = (v: RefusalValues) => string;

/** A seat as people count it (from 1). */
const seat = (v: RefusalValues, key = "seat") => Number(v[key]) + 1;
/** A count for a plural: the number itself (Lingui writes its `#` in the language). */
const count = (n: unknown) => Number(n);
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A setting's name, from where the server found it ("rules.15-35.betting.max" → "the largest bet"). */
export function settingName(where: unknown): string {
  const key = String(where ?? "").split(".").filter(Boolean).pop() ?? "";
  switch (key) {
    case "ante": return i18n._({ id: "setting.ante", message: "the ante" });
    case "min": return i18n._({ id: "setting.min", message: "the smallest bet" });
    case "max": return i18n._({ id: "setting.max", message: "the largest bet" });
    case "raise_cap": return i18n._({ id: "setting.raise_cap", message: "the raise cap" });
    case "stack": return i18n._({ id: "setting.stack", message: "the buy-in" });
    case "max_buy_in": return i18n._({ id: "setting.max_buy_in", message: "the most a stack may hold" });
    case "seats": return i18n._({ id: "setting.seats", message: "the number of seats" });
    case "timer_s": return i18n._({ id: "setting.timer_s", message: "the seconds to decide" });
    case "time_bank_s": return i18n._({ id: "setting.time_bank_s", message: "the time bank" });
    case "pause_s": return i18n._({ id: "setting.pause_s", message: "the pause between hands" });
    case "targets": return i18n._({ id: "setting.targets", message: "the targets" });
    case "name": return i18n._({ id: "setting.name", message: "the name" });
    case "password": return i18n._({ id: "setting.password", message: "the password" });
  }
  if (/^\d+$/.test(key)) return i18n._({ id: "setting.this-value", message: "this value" });
  return key
    ? i18n._({ id: "setting.quoted", message: "“{key}”", values: { key: key.replace(/_/g, " ") } })
    : i18n._({ id: "setting.this-setting", message: "this setting" });
}

/** A setting's name to begin a sentence with. */
const setting = (where: unknown) => capitalized(settingName(where));

/** The JSON type the server expected (wrong-type's `expected`, English), in the page's language. */
function expectedType(expected: unknown): string {
  switch (expected) {
    case "an integer": return i18n._({ id: "type.integer", message: "an integer" });
    case "a number": return i18n._({ id: "type.number", message: "a number" });
    case "a string": return i18n._({ id: "type.string", message: "a string" });
    case "true or false": return i18n._({ id: "type.boolean", message: "true or false" });
    case "an array": return i18n._({ id: "type.array", message: "an array" });
    case "an object": return i18n._({ id: "type.object", message: "an object" });
    default: return String(expected ?? "");
  }
}

// One sentence per code. Keep docs/server.md's table and this list the same (a test checks).
export const SENTENCES: Record<string, Sentence> = {
  // --- playing ---------------------------------------------------------------------------------
  "not-your-turn": () => i18n._({ id: "refusal.not-your-turn", message: "It is not your turn." }),
  "out-of-turn": () => i18n._({ id: "refusal.out-of-turn", message: "It is not your turn." }),
  "stale": () => i18n._({ id: "refusal.stale", message: "The table moved on before your move arrived: look again and choose." }),
  "table-paused": () => i18n._({ id: "refusal.table-paused", message: "The host has paused the table." }),
  "dealer-choosing": () => i18n._({ id: "refusal.dealer-choosing", message: "The dealer is choosing the game." }),
  "no-hand": () => i18n._({ id: "refusal.no-hand", message: "No hand is being played." }),
  "hand-over": () => i18n._({ id: "refusal.hand-over", message: "The hand is over." }),
  "round-over": () => i18n._({ id: "refusal.round-over", message: "The round is over." }),
  "not-an-action": (v) => i18n._({ id: "refusal.not-an-action", message: "“{text}” is not a move at this table.", values: { text: v.text } }),
  "spectator-cannot-play": () => i18n._({ id: "refusal.spectator-cannot-play", message: "You are watching: sit down to play." }),
  "seat-is-bot": (v) => i18n._({ id: "refusal.seat-is-bot", message: "A bot plays seat {seat}.", values: { seat: seat(v) } }),
  "not-your-choice": () => i18n._({ id: "refusal.not-your-choice", message: "It is not your turn to choose the game." }),
  "no-dealers-choice": () => i18n._({ id: "refusal.no-dealers-choice", message: "This table plays one game: there is no game to choose." }),
  "game-not-offered": (v) => i18n._({ id: "refusal.game-not-offered", message: "Choose one of: {games}.", values: { games: v.games } }),
  "bot-cannot-play-rules": (v) => i18n._({
    id: "refusal.bot-cannot-play-rules", message: "The bot in seat {seat} cannot play those house rules.", values: { seat: seat(v) },
  }),
  "deck-exhausted": () => i18n._({ id: "refusal.deck-exhausted", message: "The deck has no card left to deal." }),
  // vying games
  "must-expose": () => i18n._({ id: "refusal.must-expose", message: "First show one of your cards face up." }),
  "not-face-down": () => i18n._({ id: "refusal.not-face-down", message: "Show one of your face-down cards." }),
  "take-or-stand": () => i18n._({ id: "refusal.take-or-stand", message: "Take a card or stand." }),
  "must-declare": () => i18n._({ id: "refusal.must-declare", message: "Declare low, high or both." }),
  "check-facing-bet": (v) => i18n._({
    id: "refusal.check-facing-bet",
    message: "You can't check: there {call, plural, one {is # chip} other {are # chips}} to call.",
    values: { call: count(v.call) },
  }),
  "no-bet-to-call": () => i18n._({ id: "refusal.no-bet-to-call", message: "There is no bet to call: check instead." }),
  "call-needs-every-chip": (v) => i18n._({
    id: "refusal.call-needs-every-chip", message: "Calling {call} takes every chip you have ({stack}): go all-in.",
    values: { call: shown(v.call), stack: shown(v.stack) },
  }),
  "no-bet-to-fold": () => i18n._({ id: "refusal.no-bet-to-fold", message: "There is no bet to fold to: check instead." }),
  "already-bet": () => i18n._({ id: "refusal.already-bet", message: "Someone has already bet this round: raise instead." }),
  "nobody-bet": () => i18n._({ id: "refusal.nobody-bet", message: "Nobody has bet this round: bet instead." }),
  "not-reopened": () => i18n._({ id: "refusal.not-reopened", message: "A short all-in does not reopen the betting to you." }),
  "raise-cap-reached": (v) => i18n._({
    id: "refusal.raise-cap-reached", message: "No more raises: the cap of {cap} is reached.", values: { cap: shown(v.cap) },
  }),
  "no-full-bet-fits": () => i18n._({ id: "refusal.no-full-bet-fits", message: "No full bet or raise fits here (all-in may)." }),
  "amount-out-of-range": (v) => Number(v.lo) === Number(v.hi)
    ? i18n._({ id: "refusal.amount-out-of-range.exact", message: "The amount must be {lo}.", values: { lo: shown(v.lo) } })
    : i18n._({
      id: "refusal.amount-out-of-range", message: "The amount must be between {lo} and {hi}.",
      values: { lo: shown(v.lo), hi: shown(v.hi) },
    }),
  "all-in-over-limit": (v) => i18n._({
    id: "refusal.all-in-over-limit", message: "Going all-in for {stack} is more than the betting allows.", values: { stack: shown(v.stack) },
  }),
  "not-a-betting-action": () => i18n._({ id: "refusal.not-a-betting-action", message: "That is not a betting move." }),
  // Five Three Five
  "must-lead": () => i18n._({ id: "refusal.must-lead", message: "You lead this trick: play one to three cards." }),
  "already-led": () => i18n._({ id: "refusal.already-led", message: "The trick is led: overwrite, add or pass." }),
  "no-cards": () => i18n._({ id: "refusal.no-cards", message: "Choose one to three cards." }),
  "too-many-cards": () => i18n._({ id: "refusal.too-many-cards", message: "Play at most three cards at once." }),
  "cards-not-held": () => i18n._({ id: "refusal.cards-not-held", message: "You don't hold those cards." }),
  "not-a-meld": () => i18n._({ id: "refusal.not-a-meld", message: "Those cards make no single, set or run." }),
  "cannot-overwrite-long": () => i18n._({ id: "refusal.cannot-overwrite-long", message: "Four cards or more can't be overwritten, only added to." }),
  "wrong-shape": () => i18n._({ id: "refusal.wrong-shape", message: "Overwrite with the same kind and number of cards." }),
  "not-stronger": () => i18n._({ id: "refusal.not-stronger", message: "Overwrite with something stronger (higher singles and sets, lower runs)." }),
  "does-not-fit": () => i18n._({ id: "refusal.does-not-fit", message: "Those cards don't make the central meld one longer set or run." }),
  "pass-with-cards": () => i18n._({ id: "refusal.pass-with-cards", message: "A pass plays no cards." }),
  // --- seats -----------------------------------------------------------------------------------
  "name-length": (v) => i18n._({ id: "refusal.name-length", message: "A name has 1 to {max} characters.", values: { max: shown(v.max) } }),
  "table-locked": () => i18n._({ id: "refusal.table-locked", message: "The host has locked the table: no new players." }),
  "no-such-seat": (v) => i18n._({ id: "refusal.no-such-seat", message: "This table has seats 1 to {seats}.", values: { seats: shown(v.seats) } }),
  "seat-taken": (v) => i18n._({ id: "refusal.seat-taken", message: "Someone already sits in seat {seat}.", values: { seat: seat(v) } }),
  "table-full": () => i18n._({ id: "refusal.table-full", message: "The table is full." }),
  "no-players": () => i18n._({ id: "refusal.no-players", message: "Two players at least are needed to start." }),
  "game-seats-fewer": (v) => i18n._({
    id: "refusal.game-seats-fewer", message: "This game seats {players} players: sit down after this hand.", values: { players: shown(v.players) },
  }),
  "no-player": (v) => i18n._({ id: "refusal.no-player", message: "Nobody sits in seat {seat}.", values: { seat: seat(v) } }),
  "not-your-seat": (v) => i18n._({ id: "refusal.not-your-seat", message: "That is not your seat (seat {seat}).", values: { seat: seat(v) } }),
  "token-needed": () => i18n._({ id: "refusal.token-needed", message: "This browser holds no seat here." }),
  "unknown-token": () => i18n._({ id: "refusal.unknown-token", message: "This browser's seat is no longer at this table." }),
  "player-leaving": (v) => i18n._({ id: "refusal.player-leaving", message: "{name} is leaving the table.", values: { name: v.name } }),
  "password-needed": () => i18n._({ id: "refusal.password-needed", message: "This table needs a password to sit down." }),
  "wrong-password": () => i18n._({ id: "refusal.wrong-password", message: "That is not the table's password." }),
  "password-length": (v) => i18n._({ id: "refusal.password-length", message: "A password has at most {max} characters.", values: { max: shown(v.max) } }),
  "awaiting-approval": () => i18n._({ id: "refusal.awaiting-approval", message: "The host hasn't let you in yet: you'll play once they do." }),
  "no-seat-request": () => i18n._({ id: "refusal.no-seat-request", message: "That player isn't waiting to be let in any more." }),
  // --- chips -----------------------------------------------------------------------------------
  "points-table": () => i18n._({ id: "refusal.points-table", message: "This table plays for points: there are no chips to buy." }),
  "chips-at-least-one": () => i18n._({ id: "refusal.chips-at-least-one", message: "Buy at least 1 chip." }),
  "rebuy-mid-hand": (v) => i18n._({
    id: "refusal.rebuy-mid-hand", message: "{name} is playing this hand: the chips come when it ends.", values: { name: v.name },
  }),
  "stack-at-max": (v) => i18n._({
    id: "refusal.stack-at-max", message: "{name} already has the most a stack may hold ({max_buy_in}).",
    values: { name: v.name, max_buy_in: shown(v.max_buy_in) },
  }),
  "rebuy-above-max": (v) => i18n._({
    id: "refusal.rebuy-above-max",
    message: "A stack may hold at most {max_buy_in}: {name} can add up to {room, plural, one {# chip} other {# chips}} now.",
    values: { max_buy_in: shown(v.max_buy_in), name: v.name, room: count(v.room) },
  }),
  "rebuy-waiting": (v) => i18n._({
    id: "refusal.rebuy-waiting",
    message: "{name}'s request for {chips, plural, one {# chip} other {# chips}} is already waiting for the host.",
    values: { name: v.name, chips: count(v.chips) },
  }),
  "no-rebuy-request": () => i18n._({ id: "refusal.no-rebuy-request", message: "That request has already been answered." }),
  // --- chat, hints, history --------------------------------------------------------------------
  "chat-empty": () => i18n._({ id: "refusal.chat-empty", message: "Write something first." }),
  "chat-too-long": (v) => i18n._({ id: "refusal.chat-too-long", message: "A message has at most {max} characters.", values: { max: shown(v.max) } }),
  "chat-nul": () => i18n._({ id: "refusal.chat-nul", message: "The message holds a character that can't be sent." }),
  "chat-rate-limit": (v) => i18n._({
    id: "refusal.chat-rate-limit",
    message: "Slow down: at most {messages, plural, one {# message} other {# messages}} in {seconds, plural, one {# second} other {# seconds}}. Your message is kept: send it in a moment.",
    values: { messages: count(v.messages), seconds: count(v.seconds) },
  }),
  "spectator-chat-off": () => i18n._({ id: "refusal.spectator-chat-off", message: "Only players can chat at this table." }),
  "hints-off": () => i18n._({ id: "refusal.hints-off", message: "No hints at this table: the host has not allowed advice." }),
  "no-advice-out-of-hand": () => i18n._({ id: "refusal.no-advice-out-of-hand", message: "No advice now: you are not in this hand." }),
  "no-advice-folded": () => i18n._({ id: "refusal.no-advice-folded", message: "No advice now: you have folded." }),
  "advice-busy": () => i18n._({ id: "refusal.advice-busy", message: "Your last request is still being worked out: try again in a moment." }),
  "hand-not-kept": (v) => i18n._({
    id: "refusal.hand-not-kept",
    message: "Hand {hand} is too old to replay here (the last {kept} are kept); it is in the downloads.",
    values: { hand: v.hand, kept: shown(v.kept) },
  }),
  "no-such-hand": (v) => i18n._({ id: "refusal.no-such-hand", message: "Hand {hand} has not been played at this table.", values: { hand: v.hand } }),
  // --- the host and the table ------------------------------------------------------------------
  "host-token-needed": () => i18n._({ id: "refusal.host-token-needed", message: "Only the table's host can do this." }),
  "host-only": () => i18n._({ id: "refusal.host-only", message: "Only the table's host can do this." }),
  "not-host-token": () => i18n._({ id: "refusal.not-host-token", message: "This browser is not the table's host." }),
  "no-such-table": () => i18n._({ id: "refusal.no-such-table", message: "There is no table at this link." }),
  "too-many-tables": (v) => i18n._({
    id: "refusal.too-many-tables", message: "Too many new tables from here: try again in {seconds, plural, one {# second} other {# seconds}}.",
    values: { seconds: count(v.seconds) },
  }),
  "fixed-setting": (v) => i18n._({
    id: "refusal.fixed-setting", message: "{setting} can't change once the table is open.", values: { setting: setting(v.setting) },
  }),
  "no-games": () => i18n._({ id: "refusal.no-games", message: "Choose at least one game." }),
  "five35-alone": () => i18n._({ id: "refusal.five35-alone", message: "Five Three Five is played at a table of its own." }),
  // --- settings (the server names the setting in `where`) --------------------------------------
  "max-below-min": (v) => i18n._({
    id: "refusal.max-below-min", message: "The largest bet ({max}) can't be below the smallest ({min}).",
    values: { max: shown(v.max), min: shown(v.min) },
  }),
  "out-of-range": (v) => i18n._({
    id: "refusal.out-of-range", message: "{where} must be between {lo} and {hi} (not {value}).",
    values: { where: setting(v.where), lo: shown(v.lo), hi: shown(v.hi), value: shown(v.value) },
  }),
  "unknown-value": (v) => i18n._({
    id: "refusal.unknown-value", message: "{where}: “{value}” is not one of {accepted}.",
    values: { where: setting(v.where), value: v.value, accepted: v.accepted },
  }),
  "unknown-key": (v) => i18n._({ id: "refusal.unknown-key", message: "“{key}” is not a setting here.", values: { key: v.key } }),
  "wrong-type": (v) => i18n._({
    id: "refusal.wrong-type", message: "{where} must be {expected}.", values: { where: setting(v.where), expected: expectedType(v.expected) },
  }),
  "target-out-of-range": () => i18n._({ id: "refusal.target-out-of-range", message: "A target is a whole or half number of points, from 0.5 to 200." }),
  "targets-order": () => i18n._({ id: "refusal.targets-order", message: "The low target must be below the high one." }),
  // --- the server ------------------------------------------------------------------------------
  "not-saved": () => i18n._({ id: "refusal.not-saved", message: "The server could not save that: try again." }),
  "out-of-service": () => i18n._({ id: "refusal.out-of-service", message: "This table's last change could not be saved: it waits for the server's database and comes back as it was." }),
  "rate-limited": () => i18n._({ id: "refusal.rate-limited", message: "Too many requests: wait a moment." }),
  "too-many-requests": (v) => i18n._({
    id: "refusal.too-many-requests", message: "Too many requests: try again in {seconds, plural, one {# second} other {# seconds}}.",
    values: { seconds: count(v.seconds) },
  }),
  "too-many-messages": () => i18n._({ id: "refusal.too-many-messages", message: "Too many messages at once: wait a moment." }),
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
