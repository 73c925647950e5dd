// Notes about something that just happened to the player — a rebuy answered, a chat line
// refused — as the table page keeps them: read in their moment, never left standing. A note
// stays through the hand (or Five Three Five round) that follows it and goes when that one is
// over; what describes the table as it is (paused, pausing, locked) is never a note: the page
// derives it from each view instead.

export interface Note {
  text: string;
  /** Hands begun since the note was made. */
  hands: number;
}

export const note = (text: string | null): Note | null => (text === null ? null : { text, hands: 0 });

/** The note once another hand has begun: kept through the first, gone after. */
export const afterNewHand = (n: Note | null): Note | null =>
  n === null || n.hands >= 1 ? null : { ...n, hands: n.hands + 1 };

export const noteText = (n: Note | null): string | null => n?.text ?? null;
