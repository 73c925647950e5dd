// The "your turn" sound and notification in the browser (model/alerts.ts decides when). The sound
// is a short tone made with the Web Audio API (no file to fetch); its AudioContext is created when
// the player turns the sound on, a click, so that browsers let it play later.
import { shouldNotify } from "./model/alerts";

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
    const n = new Notification("Your turn", { body: `${table}: the table waits for you`, tag: "cardroom-turn" });
    n.onclick = () => { window.focus(); n.close(); };
    return true;
  } catch {
    return false;
  }
}
