// Seats as people count them: from 1. The protocol, the test ids and the records number them
// from 0; every word a person reads says "Seat 1" for seat 0.
import { i18n } from "../i18n";

export const seatNumber = (seat: number): number => seat + 1;

/** "Seat 1" (for seat 0), in the page's language: the name of a seat nobody's name stands for. */
export const seatName = (seat: number): string =>
  i18n._({ id: "seat.name", message: "Seat {number}", values: { number: seatNumber(seat) } });
