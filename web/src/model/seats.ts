// Seats as people count them: from 1. The protocol, the test ids and the records number them
// from 0; every word a person reads says "Seat 1" for seat 0.

export const seatNumber = (seat: number): number => seat + 1;

/** "Seat 1" (for seat 0): the name of a seat nobody's name stands for. */
export const seatName = (seat: number): string => `Seat ${seatNumber(seat)}`;
