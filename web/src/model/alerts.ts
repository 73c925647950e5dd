// "Your turn" alerts: a sound and a browser notification, each off until the player turns it on
// (remembered in localStorage). Pure decisions here; the page plays and shows them. Beside them
// the table's own sounds, the deal and the chips (also off until turned on; when they play:
// model/table_sounds.ts).

export const SOUND_KEY = "cardroom.sound";
export const NOTIFY_KEY = "cardroom.notify";
export const DEAL_SOUND_KEY = "cardroom.sound.deal";
export const CHIP_SOUND_KEY = "cardroom.sound.chips";

/** Whether the turn that began is one to alert on: it is ours now, and was not at the last view. */
export const becameMyTurn = (wasMine: boolean, isMine: boolean) => isMine && !wasMine;

/** The notification shows only when it was turned on, the tab is in the background and the
 * browser granted it. */
export function shouldNotify(o: { enabled: boolean; hidden: boolean; permission: string | null }): boolean {
  return o.enabled && o.hidden && o.permission === "granted";
}
