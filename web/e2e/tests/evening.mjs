// An evening at a table of chips, with its host: Ann (the host, whose browser keeps the host
// token) and Bo, two browser contexts, at a Fifteen Thirty-Five table of 10 chips each
// (max_buy_in 20, rebuys approved by the host, declarations in turn). Through the host panel Ann
// pauses the table, raises the ante to 10 (the log announces it; the next hand is dealt with it,
// so both are all-in from the ante) and asks for a pause at the end of that hand. Ann declares
// low and Bo declares both: under the rulebook (§7.3, §7.4) one of them takes the whole pot,
// whatever the cards, so the hand always busts someone. The broke player is offered the rebuy
// (a dialog): asks too much (the server's 409 shown), then 10 chips; the host approves in the
// panel; the stack and the ledger's `rebuy` entry follow. Chat: markup sent as text, the unread
// count of a closed panel, a spectator allowed and then refused by the host's setting (the
// server's error shown inline). The your-turn sound (Ann) and notification (Bo, tab hidden) go
// through fakes of AudioContext and Notification. The showdown panel reads whole at 1280 and 390
// px. Then the settle-up on the history page. No decision timer, and the table is held by the
// host's pause wherever a page must be read: nothing depends on timing.
import assert from "node:assert/strict";
import { checkA11y, horizontalOverflow } from "../lib/a11y.mjs";
import {
  act, alertsRecord, assertNoErrors, byId, DESKTOP, newPerson, PHONE, screenshot, setViewport, tableState, visibleText, waitState,
} from "../lib/helpers.mjs";

const MARKUP = "<b>x</b><img src=x onerror=\"window.__pwned=1\">";

/** Waits until the page's element shows text matching `re`; returns the text. */
async function waitText(page, testid, re, what, timeoutMs = 15_000) {
  const loc = page.locator(byId(testid)).first();
  await loc.waitFor({ timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = (await loc.textContent()) ?? "";
    if (re.test(text)) return text;
    if (Date.now() > deadline) throw new Error(`waiting for ${what}: ${testid} says ${JSON.stringify(text)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const amount = (page, seat) => visibleText(page, byId(`seat-${seat}-amount`));

export async function eveningTest(t) {
  const table = await t.api.createTable({
    name: "E2E evening", games: ["15-35"], seats: 2, stack: 10, max_buy_in: 20, approve_rebuys: true,
    timer_s: 0, pause_s: 1, rules: { "15-35": { showdown: "declare-sequential" } },
  });
  const id = table.id;
  const ann = await newPerson(t, "ann", { alerts: "granted" });
  const bo = await newPerson(t, "bo", { alerts: "granted" });
  const problems = [];

  // Ann's browser keeps the host token, as the lobby does for a table opened there.
  await ann.page.goto("/");
  await ann.page.evaluate(([k, v]) => localStorage.setItem(k, v), [`cardroom.host.${id}`, table.host_token]);
  await ann.page.goto(`/t/${id}`);
  await ann.page.locator(byId("host-panel")).waitFor();
  // The host pauses the empty table at once: nothing is dealt until she resumes.
  await ann.page.click(byId("host-pause-now"));
  await waitText(ann.page, "paused", /Paused by the host/, "the pause");
  assert.equal((await t.api.table(id)).paused, true, "the table is paused");

  // Both sit down (allowed while paused).
  await ann.page.fill(byId("sit-name"), "Ann");
  await ann.page.locator(byId("sit-seat")).selectOption("0");
  await ann.page.click(byId("sit-button"));
  await waitState(ann.page, (s) => s.seat === 0 && !s.spectator, "Ann seated");
  await bo.page.goto(`/t/${id}`);
  await bo.page.fill(byId("sit-name"), "Bo");
  await bo.page.click(byId("sit-button"));
  await waitState(bo.page, (s) => s.seat === 1 && !s.spectator, "Bo seated");
  assert.equal(await bo.page.locator(byId("host-panel")).count(), 0, "no host panel without the host token");

  // Ann turns the sound on; Bo the notification, and his tab goes to the background.
  await ann.page.locator(byId("sound-toggle")).check();
  await bo.page.locator(byId("notify-toggle")).check();
  await bo.page.evaluate(() => { window.__e2eHidden = true; });
  assert.equal(await ann.page.evaluate(() => localStorage.getItem("cardroom.sound")), "on", "the sound toggle is remembered");

  // The host raises the ante to 10 through the panel: announced in the log, at once between hands.
  await ann.page.locator(byId("host-settings")).locator("summary").click();
  await ann.page.locator(byId("host-stakes-betting-ante")).waitFor();
  await ann.page.fill(byId("host-stakes-betting-ante"), "10");
  await ann.page.click(byId("host-apply"));
  await waitText(ann.page, "host-status", /Saved/, "the settings saved");
  const saved = await visibleText(ann.page, byId("host-status"));
  const host = await t.api.tableAsHost(id, table.host_token);
  assert.equal(host.next_config.betting.ante, 10, `the next hand's ante is 10: ${JSON.stringify(host.next_config.betting)}`);
  for (const p of [ann, bo]) {
    await p.page.locator(`${byId("log")} li`, { hasText: "The host changes the settings from the next hand" }).first().waitFor({ timeout: 10_000 });
  }
  const announced = (await tableState(bo.page)).log.find((l) => l.startsWith("The host changes"));
  assert.match(announced, /ante/, "the log names the stakes");
  t.note(`host panel: "${saved}"; log: "${announced}"`);
  problems.push(...(await checkA11y(ann.page, "evening-host-settings", t)).problems);

  // Resume: hand 1 is dealt with the new ante (both all-in from it: a pot of 20). The host asks
  // for a pause at its end, so its result stays.
  await ann.page.click(byId("host-resume"));
  await waitState(ann.page, (s) => /^Hand 1 /.test(s.title ?? "") && !s.result, "hand 1 dealt");
  const pot = await visibleText(ann.page, byId("pot"));
  assert.match(pot, /\b20\b/, `the pot holds both antes of 10: ${pot}`);
  assert.deepEqual([await amount(ann.page, 0), await amount(ann.page, 1)], ["0 chips", "0 chips"], "both all-in from the ante");
  await ann.page.click(byId("host-pause"));
  await waitText(bo.page, "paused", /will pause after this hand/, "the pause on its way (Bo's page)");

  // Play it out: turn a card up, stand, declare (Ann low, Bo both).
  const people = [ann, bo];
  ann.declare = "action-declare-low";
  bo.declare = "action-declare-both";
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("hand 1 did not end");
    const states = await Promise.all(people.map((p) => tableState(p.page)));
    if (states.every((s) => s.result)) break;
    const i = states.findIndex((s) => s.enabled.length && !s.pending && !s.result);
    if (i < 0) { await new Promise((r) => setTimeout(r, 50)); continue; }
    const s = states[i];
    const pick = s.enabled.find((b) => b.startsWith("action-expose-"))
      ?? (s.enabled.includes(people[i].declare) ? people[i].declare : null)
      ?? ["action-stand", "action-check"].find((b) => s.enabled.includes(b))
      ?? s.enabled.find((b) => b !== "action-fold");
    await act(people[i].page, { testid: pick });
  }
  await Promise.all(people.map((p) => waitText(p.page, "paused", /Paused by the host/, `${p.name}: paused after the hand`)));
  // The host's panel says what the table is now, nothing of what it was about to do.
  await waitText(ann.page, "host-state", /^Paused\./, "the host's panel: paused");
  assert.doesNotMatch(await ann.page.locator(byId("host-panel")).innerText(), /pauses when|Pausing when/,
    "no stale 'pauses when this hand ends' once paused");

  // The alerts: Ann's sound played on her turns, Bo's notification came while his tab was hidden.
  const annAlerts = await alertsRecord(ann.page);
  const boAlerts = await alertsRecord(bo.page);
  assert.ok(annAlerts.sounds >= 1, `Ann's sound played on her turn: ${JSON.stringify(annAlerts)}`);
  assert.equal(annAlerts.notifications.length, 0, "Ann did not turn notifications on");
  assert.ok(boAlerts.notifications.length >= 1 && boAlerts.notifications.every((n) => n.title === "Your turn"),
    `Bo was notified of his turn: ${JSON.stringify(boAlerts)}`);
  assert.equal(boAlerts.sounds, 0, "Bo did not turn the sound on");
  await bo.page.evaluate(() => { window.__e2eHidden = false; });
  t.note(`alerts: Ann ${annAlerts.sounds} sound(s), Bo ${boAlerts.notifications.length} notification(s)`);

  // The showdown panel reads whole, without a sideways scroll, at 1280 px and 390 px.
  for (const [size, label] of [[DESKTOP, "1280"], [PHONE, "390"]]) {
    await setViewport(ann.page, size);
    const w = await ann.page.locator(byId("result")).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    assert.ok(w.scroll <= w.client, `the showdown panel fits at ${label} px: scrollWidth ${w.scroll} > clientWidth ${w.client}`);
    const declared = await visibleText(ann.page, byId("result"));
    assert.match(declared, /Declared low/, `the declarations show at ${label} px`);
    assert.match(declared, /Declared both/, `the declarations show at ${label} px`);
    const overflow = await horizontalOverflow(ann.page);
    if (overflow > 0) problems.push(`[evening-${label}] the table page scrolls sideways by ${overflow} px`);
    await screenshot(t, ann.page, `evening-showdown-${label}`, { fullPage: true });
  }
  await setViewport(ann.page, DESKTOP);

  // One of them is broke.
  const stacks = [await amount(ann.page, 0), await amount(ann.page, 1)];
  const brokeSeat = stacks.indexOf("0 chips");
  assert.ok(brokeSeat >= 0 && stacks.includes("20 chips"), `one takes the whole pot: ${stacks.join(", ")}`);
  const broke = people[brokeSeat];
  const brokeName = brokeSeat === 0 ? "Ann" : "Bo";
  t.note(`hand 1: ${stacks.join(", ")} — ${brokeName} is broke`);

  // The broke player is offered a rebuy at once; too much is refused with the server's words.
  await broke.page.locator(byId("rebuy-dialog")).waitFor({ timeout: 10_000 });
  assert.equal(await broke.page.locator(byId("rebuy-chips")).inputValue(), "10", "the rebuy starts at the table's buy-in");
  problems.push(...(await checkA11y(broke.page, "evening-rebuy-dialog", t)).problems);
  await broke.page.fill(byId("rebuy-chips"), "25");
  await broke.page.click(byId("rebuy-submit"));
  const refused = await waitText(broke.page, "rebuy-error", /\S/, "the 409");
  assert.match(refused, /20/, `the refusal names the most: ${refused}`);
  await broke.page.fill(byId("rebuy-chips"), "10");
  await broke.page.click(byId("rebuy-submit"));
  await waitText(broke.page, "rebuy-status", /Waiting for the host to approve your rebuy of 10 chips/, "waiting for the host");
  assert.equal(await broke.page.locator(byId("rebuy-dialog")).count(), 0, "the dialog closes once asked");

  // The host approves in the panel: the stack follows on both pages, and the ledger has it.
  const request = ann.page.locator(`${byId("host-rebuys")} li`, { hasText: `${brokeName} (seat ${brokeSeat + 1}) asks to rebuy 10 chips` });
  await request.waitFor({ timeout: 10_000 });
  await request.locator("button", { hasText: "Approve" }).click();
  await waitText(ann.page, "host-status", new RegExp(`Approved: ${brokeName} has 10 chips`), "the approval");
  for (const p of people) {
    await p.page.waitForFunction(([tid, want]) => document.querySelector(`[data-testid="${tid}"]`)?.textContent?.trim() === want,
      [`seat-${brokeSeat}-amount`, "10 chips"], { timeout: 10_000 });
  }
  await waitText(broke.page, "rebuy-status", /The host approved your rebuy: you have 10 chips/, "the host's answer");
  await waitText(ann.page, "host-rebuys", /None waiting/, "no request left");
  const ledger = await t.api.ledger(id);
  assert.ok(ledger.entries.some((e) => e.kind === "rebuy" && e.seat === brokeSeat && e.chips === 10),
    `the ledger has the rebuy: ${JSON.stringify(ledger.entries)}`);

  // Chat. Ann closes her panel; Bo says markup and a second line: it shows as text, and Ann's
  // closed panel counts 2 unread.
  await ann.page.click(byId("chat-toggle"));
  assert.equal(await ann.page.locator(byId("chat-toggle")).getAttribute("aria-expanded"), "false");
  for (const line of [MARKUP, "nice hand"]) {
    await bo.page.fill(byId("chat-input"), line);
    await bo.page.press(byId("chat-input"), "Enter");
    await bo.page.locator(`${byId("chat-line")}`, { hasText: line }).first().waitFor({ timeout: 10_000 });
  }
  await waitText(ann.page, "chat-unread", /^\s*2 unread$/, "Ann's unread count");
  await ann.page.click(byId("chat-toggle"));
  await ann.page.locator(`${byId("chat-line")}`, { hasText: "nice hand" }).waitFor({ timeout: 10_000 });
  // The count goes once the open panel has measured that its end is in sight (an effect after
  // the lines show): waited for, not raced.
  await ann.page.waitForFunction((tid) => !document.querySelector(`[data-testid="${tid}"]`), "chat-unread", { timeout: 10_000 })
    .catch(() => assert.fail("opening the panel reads the lines"));
  const seen = await ann.page.evaluate(() => ({
    lines: [...document.querySelectorAll('[data-testid="chat-line"]')].map((li) => li.textContent),
    markup: document.querySelectorAll('[data-testid="chat-lines"] b, [data-testid="chat-lines"] img').length,
    pwned: window.__pwned === 1,
  }));
  assert.ok(seen.lines.includes(`Bo: ${MARKUP}`), `the markup shows as text: ${JSON.stringify(seen.lines)}`);
  assert.equal(seen.markup, 0, "no element made of chat text");
  assert.equal(seen.pwned, false, "nothing of the chat ran");
  await ann.page.fill(byId("chat-input"), "thanks, Bo");
  await ann.page.click(byId("chat-send"));
  await bo.page.locator(byId("chat-line"), { hasText: "Ann: thanks, Bo" }).waitFor({ timeout: 10_000 });

  // A spectator may chat once the host allows it; when she stops allowing it, the server's
  // refusal shows in the panel.
  await ann.page.locator(byId("host-spectator-chat")).check();
  await ann.page.click(byId("host-apply"));
  await waitText(ann.page, "host-status", /Saved/, "spectator chat allowed");
  const cy = await newPerson(t, "cy");
  await cy.page.goto(`/t/${id}`);
  await cy.page.locator(byId("chat-toggle")).waitFor();
  if ((await cy.page.locator(byId("chat-toggle")).getAttribute("aria-expanded")) !== "true") await cy.page.click(byId("chat-toggle"));
  await cy.page.locator(byId("chat-line"), { hasText: "thanks, Bo" }).waitFor({ timeout: 10_000 });
  assert.equal(await cy.page.locator(byId("chat-unread")).count(), 0, "the lines said before Cy came are not unread");
  await cy.page.fill(byId("chat-input"), "hello from the rail");
  await cy.page.click(byId("chat-send"));
  await ann.page.locator(byId("chat-line"), { hasText: "spectator: hello from the rail" }).waitFor({ timeout: 10_000 });
  await ann.page.locator(byId("host-spectator-chat")).uncheck();
  await ann.page.click(byId("host-apply"));
  await waitText(ann.page, "host-status", /Saved/, "spectator chat refused");
  await cy.page.fill(byId("chat-input"), "still here");
  await cy.page.click(byId("chat-send"));
  const chatRefusal = await waitText(cy.page, "chat-error", /\S/, "the server's refusal");
  assert.equal(await cy.page.inputValue(byId("chat-input")), "still here", "a refused line stays in the field");
  t.note(`chat: markup shown as text, 2 unread, a spectator's line; refused: "${chatRefusal}"`);
  problems.push(...(await checkA11y(ann.page, "evening-chat", t)).problems);
  await screenshot(t, ann.page, "evening-desktop", { fullPage: true });

  // The lock: nobody new may sit down.
  await ann.page.click(byId("host-lock"));
  await waitText(ann.page, "host-state", /Locked: no new seats/, "the lock");
  assert.equal((await t.api.table(id)).locked, true, "GET /api/tables/ID says locked");

  // The time bank: the host gives 1 second to decide from the next hand and resumes; the first
  // decision's second runs out (nobody acts), the seat goes on its time bank of 60 s, and the
  // host pauses at once, which freezes the bank while the page is read.
  await ann.page.fill(byId("host-timer"), "1");
  await ann.page.click(byId("host-apply"));
  await waitText(ann.page, "host-status", /Saved/, "the timer set");
  await ann.page.click(byId("host-resume"));
  const onBank = ann.page.locator(".seat .m-on-time-bank");
  await onBank.first().waitFor({ timeout: 15_000 });
  await ann.page.click(byId("host-pause-now"));
  await waitText(ann.page, "paused", /Paused by the host/, "paused on the time bank");
  const bankSeat = await onBank.first().evaluate((el) => el.closest("[data-testid^='seat-']").dataset.testid);
  const bank = await ann.page.locator(`${byId(bankSeat)} .countdown.bank`).first().textContent();
  assert.match(bank, /bank \d+ s seconds left on the time bank/, `the seat's countdown is its time bank: ${bank}`);
  const turn = (await tableState(ann.page)).turn;
  // Paused, the turn waits for the host (no clock, no buttons), the seat keeping its bank.
  assert.match(turn, /when the host resumes/, `the turn waits for the host: ${turn}`);
  assert.doesNotMatch(turn, /time bank/, `no clock runs while paused: ${turn}`);
  t.note(`time bank: ${bankSeat} "${bank.replace(/seconds left.*/, "").trim()}", "${turn}"`);

  // The settle-up on the history page: the ledger's rebuy, and who pays whom.
  await bo.page.goto(`/t/${id}/history`);
  await bo.page.locator(byId("settle-up")).waitFor();
  const after = await t.api.ledger(id);
  await bo.page.locator(byId("ledger-entries")).locator("summary").click();
  const entries = await bo.page.locator(byId("ledger-entry")).allTextContents();
  assert.ok(entries.includes(`${brokeName} (seat ${brokeSeat + 1}): rebuy, 10 chips`), `the ledger shows the rebuy: ${JSON.stringify(entries)}`);
  const payments = await bo.page.locator(`${byId("settle-payments")} li`).allTextContents();
  assert.deepEqual(payments, after.settle.map((p) => `${p.from} pays ${p.to} ${p.chips} chip${p.chips === 1 ? "" : "s"}`),
    "the settle-up lists the ledger's payments");
  t.note(`settle-up: ${payments.join("; ")}`);
  problems.push(...(await checkA11y(bo.page, "evening-settle-up", t)).problems);

  assert.deepEqual(problems, [], `accessibility problems:\n${problems.join("\n")}`);
  // The browser logs the refused rebuy (the 409 asked for above) as a failed load: that one is expected.
  const refusedLoad = broke.errors.findIndex((e) => /status of 409/.test(e));
  assert.ok(refusedLoad >= 0, "the refused rebuy was a 409");
  broke.errors.splice(refusedLoad, 1);
  assertNoErrors(ann, bo, cy);
}
