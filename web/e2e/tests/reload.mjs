// A reload in the middle of a hand keeps the seat: same seat, the same cards shown, and the
// player can act on.
import assert from "node:assert/strict";
import { act, assertNoErrors, byId, newPerson, sitDown, tableState, waitState } from "../lib/helpers.mjs";

export async function reloadTest(t) {
  const table = await t.api.createTable({
    name: "E2E reload", games: ["15-35"], seats: 2, timer_s: 0, pause_s: 1,
    bots: [{ seat: 1, kind: "heuristic" }],
  });
  const dee = await newPerson(t, "dee");
  const { page } = dee;
  await sitDown(page, table.id, "Dee");

  // Dee's first decision (turning a card up), then her next one: mid-hand.
  let s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result, "Dee's first turn");
  assert.equal(s.seat, 0);
  s = await act(page, { testid: s.enabled[0] });
  s = await waitState(page, (x) => x.enabled.length > 0 && !x.pending && !x.result && x.hand.length > 0, "Dee's next turn");
  const before = s;
  const stored = await page.evaluate((k) => localStorage.getItem(k), `cardroom.seat.${table.id}`);
  assert.ok(stored && JSON.parse(stored).seat === 0, `localStorage keeps the seat: ${stored}`);
  t.note(`before the reload: ${before.title}, seat ${before.seat}, cards ${before.hand.map((c) => c.code + (c.up ? "↑" : "")).join(" ")}, actions ${before.enabled.join(" ")}`);

  await page.reload();
  const after = await waitState(page, (x) => !x.loading && x.connection === "open" && x.enabled.length > 0 && !x.pending, "the table after the reload", 15_000);
  assert.equal(after.seat, 0, "the same seat after the reload");
  assert.equal(after.spectator, false, "not a spectator after the reload");
  assert.equal(await page.locator(byId("sit-form")).count(), 0, "no sit-down form after the reload");
  assert.equal(after.title, before.title, "the same hand");
  assert.deepEqual(after.hand.map((c) => [c.code, c.up]), before.hand.map((c) => [c.code, c.up]), "the same cards, face up and face down as before");
  assert.ok(after.hand.every((c) => c.code && !c.back), "own cards still shown");
  assert.deepEqual(after.enabled, before.enabled, "the same decision is offered");
  assert.equal(after.turn, "Your turn");
  assert.deepEqual(after.log, before.log, "the same log");

  // And she can act.
  const pick = ["action-check", "action-call", "action-stand", "action-take"].find((b) => after.enabled.includes(b))
    ?? after.enabled.find((b) => b !== "action-fold");
  const moved = await act(page, { testid: pick });
  assert.ok(moved.log.length > after.log.length || moved.result || moved.title !== after.title, "the action went through");
  t.note(`after the reload: same seat, cards and decision; pressed ${pick}`);
  const s2 = await tableState(page);
  assert.equal(s2.notice, null);
  assertNoErrors(dee);
}
