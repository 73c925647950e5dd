// The "your turn" sound and notification in the browser (model/alerts.ts decides when), and the
// deal and chip sounds (model/table_sounds.ts decides when). The sounds are short tones made with
// the Web Audio API (no file to fetch); the AudioContext is created when the player turns a sound
// on, a click, so that browsers let it play later.
import { i18n } from "./i18n";
import { shouldNotify } from "./model/alerts";
import type { TableSound } from "./model/table_sounds";

let audio: AudioContext | null = null;

export function prepareSound(): void {
  try {
    const Ctx = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!audio && Ctx) audio = new Ctx();
    void audio?.resume?.();
  } catch {
    audio = null;
  }
}

export function playTurnSound(): void {
  if (!audio) prepareSound();
  const ctx = audio;
  if (!ctx) return;
  try {
    if (ctx.state === "suspended") void ctx.resume();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = 880;
    gain.gain.value = 0.12;
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.18);
  } catch {
    /* no sound: nothing else to do */
  }
}

/** One quiet tone: `freq` gliding to `to` (if given) and fading out over `dur` seconds, `at`
 * seconds from now. Only what every AudioContext has is required (the ramps are used where
 * they exist). */
function tone(ctx: AudioContext, o: { type: OscillatorType; freq: number; to?: number; at: number; dur: number; gain: number }): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const start = ctx.currentTime + o.at;
  const end = start + o.dur;
  osc.type = o.type;
  osc.frequency.value = o.freq;
  gain.gain.value = o.gain;
  if (o.to !== undefined) {
    osc.frequency.setValueAtTime?.(o.freq, start);
    osc.frequency.exponentialRampToValueAtTime?.(o.to, end);
  }
  gain.gain.setValueAtTime?.(o.gain, start);
  gain.gain.exponentialRampToValueAtTime?.(0.0001, end);
  osc.connect(gain);
  gain.connect(ctx.destination);
  osc.start(start);
  osc.stop(end);
}

/** The deal (a card sliding onto the table: a short falling swish) and the chips (two small
 * clicks, chip on chip), each only if the player turned it on (model/table_sounds.ts). */
export function playTableSounds(sounds: readonly TableSound[]): void {
  if (!sounds.length) return;
  if (!audio) prepareSound();
  const ctx = audio;
  if (!ctx) return;
  try {
    if (ctx.state === "suspended") void ctx.resume();
    for (const s of sounds) {
      if (s === "deal") tone(ctx, { type: "triangle", freq: 1400, to: 500, at: 0, dur: 0.09, gain: 0.05 });
      else {
        tone(ctx, { type: "sine", freq: 2200, at: 0, dur: 0.05, gain: 0.06 });
        tone(ctx, { type: "sine", freq: 2900, at: 0.07, dur: 0.05, gain: 0.05 });
      }
    }
  } catch {
    /* no sound: nothing else to do */
  }
}

export function notificationPermission(): string | null {
  return typeof Notification === "undefined" ? null : Notification.permission;
}

/** Asks the browser for permission (after the player turned notifications on); answers it. */
export async function askNotificationPermission(): Promise<string | null> {
  if (typeof Notification === "undefined") return null;
  if (Notification.permission !== "default") return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** Shows "Your turn" when turned on, the tab is in the background and the browser allows it. */
export function notifyTurn(enabled: boolean, table: string): boolean {
  if (!shouldNotify({ enabled, hidden: document.hidden, permission: notificationPermission() })) return false;
  try {
    const n = new Notification(i18n._({ id: "turn.yours", message: "Your turn" }), {
      body: i18n._({ id: "notify.body", message: "{table}: the table waits for you", values: { table } }), tag: "cardroom-turn",
    });
    n.onclick = () => { window.focus(); n.close(); };
    return true;
  } catch {
    return false;
  }
}
