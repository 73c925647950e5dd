// Private tables and sitting out, as people meet them: Ann opens an unlisted table with a
// password from the lobby's form (and sits down at once); it is not in the list. Bo comes by
// the link: the sit-down form asks for the password, a wrong one is refused in words, the right
// one seats him. Bo sits out from the next hand (the hand in play goes on) and comes back. In
// the lobby, a listed table with a password says so, and a full one offers "Watch", not "Join".
// At a table where the host lets people in, Bo asks and waits until Ann lets him in. Last, a
// Five Three Five table waits for its host's "Start the game now".
import assert from "node:assert/strict";
import { checkA11y } from "../lib/a11y.mjs";
import { assertNoErrors, byId, DESKTOP, newPerson, PHONE, screenshot, setViewport, sitDown, waitState } from "../lib/helpers.mjs";

const waitText = (page, id, re, what) =>
  page.locator(byId(id)).filter({ hasText: re }).first().waitFor({ timeout: 10_000 })
    .catch(() => assert.fail(`${what}: ${id} never showed ${re}`));

export async function privateTest(t) {
  const ann = await newPerson(t, "ann");
  await ann.page.goto("/");
  await ann.page.locator(byId("create-form")).waitFor();
  await ann.page.fill(byId("table-name"), "E2E secret");
  await ann.page.locator(byId("game-15-35")).uncheck();  // 7-27 alone: no dealer's choice to wait on
  await ann.page.fill(byId("seats"), "3");
  await ann.page.fill(byId("timer"), "0");
  await ann.page.locator(byId("listed")).uncheck();
  await ann.page.fill(byId("table-password"), "mardi gras");
  assert.equal(await ann.page.locator(byId("auto-sit-out")).isChecked(), true, "auto sit-out is on by default");
  await ann.page.fill(byId("my-name"), "Ann");
  await ann.page.click(byId("create-table"));
  await ann.page.waitForURL(/\/t\/[^/]+$/, { timeout: 10_000 });
  const id = decodeURIComponent(new URL(ann.page.url()).pathname.split("/")[2]);
  await waitState(ann.page, (s) => s.seat !== null && s.connection === "open", "Ann seated with the password");
  const info = await t.api.table(id);
  assert.equal(info.config.listed, false);
  assert.equal(info.config.password, true);
  assert.equal(info.config.auto_sit_out, true);
  assert.ok(!JSON.stringify(info).includes("mardi"), "the password is never shown");
  assert.ok(!(await t.api.tables()).some((x) => x.id === id), "an unlisted table is not in the lobby's list");

  // Bo comes by the link.
  const bo = await newPerson(t, "bo");
  await bo.page.goto(`/t/${id}`);
  await bo.page.locator(byId("sit-password")).waitFor({ timeout: 10_000 });
  await bo.page.fill(byId("sit-name"), "Bo");
  await bo.page.fill(byId("sit-password"), "mardi");
  await bo.page.click(byId("sit-button"));
  await waitText(bo.page, "sit-error", /That is not the table's password\./, "a wrong password");
  // The refusal is the one error the browser logs (a 403): expected, and only it.
  assert.ok(bo.errors.length === 1 && /403/.test(bo.errors[0]), `errors: ${bo.errors.join("; ")}`);
  bo.errors.length = 0;
  await bo.page.fill(byId("sit-password"), "mardi gras");
  await bo.page.click(byId("sit-button"));
  await waitState(bo.page, (s) => s.seat !== null && s.enabled !== undefined, "Bo seated");
  await screenshot(t, bo.page, "private-seated-1280");

  // A hand is dealt to Ann and Bo; Bo sits out from the next one, and comes back.
  await bo.page.locator(byId("sit-out-toggle")).filter({ hasText: "Sit out next hand" }).waitFor({ timeout: 10_000 });
  await bo.page.waitForFunction(() => document.querySelectorAll('[data-testid="my-hand"] .card').length > 0, null, { timeout: 15_000 });
  await bo.page.click(byId("sit-out-toggle"));
  await waitText(bo.page, "sit-out-status", /You sit out from the next hand: this one plays on\./, "sitting out mid-hand");
  await waitText(bo.page, "sit-out-toggle", /I'm back/, "the toggle turns to I'm back");
  await waitText(ann.page, "seat-1", /sits out next hand/, "Ann sees Bo's marker");
  await checkA11y(bo.page, "sitting out");
  // On a phone the line and its "I'm back" sit at the top of the table, outside the menu.
  await setViewport(bo.page, PHONE);
  await screenshot(t, bo.page, "private-sitting-out-390");
  const line = await bo.page.locator(byId("sit-out-status")).boundingBox();
  assert.ok(line && line.y + line.height <= PHONE.height, `the sitting-out line is in the window: ${JSON.stringify(line)}`);
  await setViewport(bo.page, DESKTOP);
  await bo.page.click(byId("sit-out-toggle"));
  await waitText(bo.page, "sit-out-toggle", /Sit out next hand/, "back");
  assert.equal(await bo.page.locator(`${byId("sit-out-status")} p`).count(), 0, "no sitting-out line once back");

  // The lobby: a listed table with a password says so; a full one offers to watch.
  const club = await t.api.createTable({ name: "E2E club", games: ["7-27"], seats: 3, password: "x" });
  const full = await t.api.createTable({ name: "E2E full", games: ["7-27"], seats: 2,
    bots: [{ seat: 0, kind: "random" }, { seat: 1, kind: "random" }] });
  await ann.page.goto("/");
  await ann.page.locator(byId(`table-row-${club.id}`)).waitFor({ timeout: 10_000 });
  await waitText(ann.page, `password-${club.id}`, /password to sit/, "the club's lock");
  assert.equal(await ann.page.locator(byId(`join-${club.id}`)).count(), 1, "a table with a password can be joined");
  await waitText(ann.page, `closed-${full.id}`, /full/, "the full table");
  assert.equal(await ann.page.locator(byId(`join-${full.id}`)).count(), 0, "no Join on a full table");
  assert.equal(await ann.page.locator(byId(`watch-${full.id}`)).count(), 1, "Watch on a full table");
  assert.equal(await ann.page.locator(byId(`table-row-${id}`)).count(), 0, "the unlisted table is not shown");
  await screenshot(t, ann.page, "private-lobby-1280");

  // A table where the host lets people in: Bo asks, waits with a line saying so, and Ann lets him in.
  const door = await t.api.createTable({ name: "E2E door", games: ["7-27"], seats: 3, timer_s: 0, approve_seats: true });
  await ann.page.evaluate(([k, v]) => localStorage.setItem(k, v), [`cardroom.host.${door.id}`, door.host_token]);
  await sitDown(ann.page, door.id, "Ann");
  await waitState(ann.page, (s) => s.seat !== null && s.connection === "open", "Ann seated as the host, with no wait");
  assert.equal(await ann.page.locator(`${byId("sit-out-status")} p`).count(), 0, "the host does not wait for herself");
  await ann.page.goto("/");
  await waitText(ann.page, `join-${door.id}`, /Ask to join/, "the lobby's button at a table with approval");
  await ann.page.goto(`/t/${door.id}`);
  await waitState(ann.page, (s) => s.seat !== null && s.connection === "open", "Ann back at the door table");
  await sitDown(bo.page, door.id, "Bo", 1);
  await waitText(bo.page, "sit-out-status", /The host has been asked to let you in/, "Bo waits for the host");
  assert.equal(await bo.page.locator(byId("im-back")).count(), 0, "no I'm back while waiting for the host");
  assert.equal(await bo.page.locator(byId("sit-out-toggle")).count(), 0, "no sit-out toggle while waiting");
  await waitText(ann.page, "seat-request-1", /Bo \(seat 2\) asks to sit down/, "the host sees the request");
  await ann.page.locator(byId("seat-request-1")).scrollIntoViewIfNeeded();
  await screenshot(t, ann.page, "private-seat-request-1280");
  await setViewport(bo.page, PHONE);
  await screenshot(t, bo.page, "private-waiting-390");
  await setViewport(bo.page, DESKTOP);
  await ann.page.click(byId("seat-approve-1"));
  await bo.page.waitForFunction(() => document.querySelectorAll('[data-testid="my-hand"] .card').length > 0, null, { timeout: 15_000 });
  assert.equal(await bo.page.locator(`${byId("sit-out-status")} p`).count(), 0, "no waiting line once let in");
  assert.equal(await ann.page.locator(byId("seat-request-1")).count(), 0, "the request is gone from the host's panel");

  // A Five Three Five table that waits for its host: the middle says so, and the host starts it.
  const game = await t.api.createTable({ name: "E2E start", games: ["535"], seats: 4, timer_s: 0,
    wait_for_start: true, bots: [{ seat: 3, kind: "random" }] });
  await ann.page.evaluate(([k, v]) => localStorage.setItem(k, v), [`cardroom.host.${game.id}`, game.host_token]);
  await sitDown(ann.page, game.id, "Ann");
  await waitText(ann.page, "waiting", /Waiting for the host to start \(2 of 4 seats taken/, "the table waits");
  await ann.page.click(byId("start-game"));
  await ann.page.waitForFunction(() => document.querySelectorAll('[data-testid="my-hand"] .card').length > 0, null, { timeout: 15_000 });
  assert.equal(await ann.page.locator(byId("start-game")).count(), 0, "no start button once started");
  assertNoErrors(ann, bo);
}
