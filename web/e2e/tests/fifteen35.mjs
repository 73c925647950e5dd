// Two people in two browser contexts: Ann opens a dealer's-choice table in the lobby, copies its
// link; Bo opens the link and sits down; the dealer deals Fifteen Thirty-Five through the UI and
// they play whole hands with the action buttons (Ann) and the keyboard shortcuts (Bo) until one
// hand has had an exposure, a bet, a take and a declaration, and its showdown is shown.
// Nothing races the table's own timers: there is no decision timer, and Ann (the host) asks for a
// pause during each hand, so that its result stays on both pages until the test has read it; then
// she resumes.
import assert from "node:assert/strict";
import { checkA11y, horizontalOverflow } from "../lib/a11y.mjs";
import {
  act, assertNoErrors, byId, codesOnPage, DESKTOP, newPerson, PHONE, screenshot, seatsShown, setViewport, sleep,
  tableState, waitState,
} from "../lib/helpers.mjs";

const KEYS = { "action-take": "t", "action-stand": "s", "action-check": "c", "action-call": "c", "action-declare-high": "h", "action-declare-low": "l" };

/** What to press: drives toward a hand with all four kinds of action, never folding. */
function choose(person, s, hand) {
  const has = (id) => s.enabled.includes(id);
  const press = (id, kind) => {
    if (kind) hand.mine.push(kind);
    if (person.keys) {
      if (id.startsWith("action-expose-")) {
        const n = s.enabled.filter((b) => b.startsWith("action-expose-")).indexOf(id) + 1;
        return { key: String(n), label: id };
      }
      if (KEYS[id]) return { key: KEYS[id], label: id };
    }
    return { testid: id, label: id };
  };
  if (has("action-choose-15-35")) return press("action-choose-15-35", "choose");
  const expose = s.enabled.find((b) => b.startsWith("action-expose-"));
  if (expose) return press(expose, "expose");
  const declare = person.declare;
  if (has(declare)) return press(declare, "declare");
  const anyDeclare = s.enabled.find((b) => b.startsWith("action-declare-"));
  if (anyDeclare) return press(anyDeclare, "declare");
  if (has("action-take") && !hand.took.has(person.name)) { hand.took.add(person.name); return press("action-take", "take"); }
  if (has("action-stand")) return press("action-stand", "stand");
  if (has("action-bet") && !hand.bet) { hand.bet = true; return press("action-bet", "bet"); }
  if (has("action-call")) return press("action-call", "call");
  if (has("action-check")) return press("action-check", "check");
  const other = s.enabled.find((b) => b !== "action-fold");
  return press(other ?? s.enabled[0], "other");
}

const handNumber = (s) => Number(/Hand (\d+)/.exec(s.title ?? "")?.[1] ?? NaN);
/** The hand in play once its game is chosen ("Hand 3 · Fifteen Thirty-Five"), or NaN. */
const handInPlay = (s) => (s.result ? NaN : Number(/^Hand (\d+) · (?!dealer's choice)/.exec(s.title ?? "")?.[1] ?? NaN));
const PAUSED = "Paused by the host";
const PAUSING = "The host will pause after this hand";

export async function fifteenThirtyFiveTest(t) {
  // Ann's browser refuses the clipboard (the copy button then shows the link); copying into a
  // granted clipboard is the copy-link test's.
  const ann = await newPerson(t, "ann", { clipboard: "refused" });
  const bo = await newPerson(t, "bo", { clipboard: "refused" });
  ann.display = "Ann";
  bo.display = "Bo";
  ann.declare = "action-declare-low";
  bo.declare = "action-declare-high";
  bo.keys = true;

  // Ann opens the table in the lobby: dealer's choice of 15-35 and 7-27, two seats, no timer.
  await ann.page.goto("/");
  await ann.page.locator(byId("create-form")).waitFor();
  await ann.page.fill(byId("table-name"), "E2E Friday");
  await ann.page.locator(byId("game-15-35")).check();
  await ann.page.locator(byId("game-7-27")).check();
  await ann.page.fill(byId("seats"), "2");
  await ann.page.fill(byId("timer"), "0");
  await ann.page.fill(byId("my-name"), "Ann");
  await ann.page.click(byId("create-table"));
  await ann.page.waitForURL(/\/t\/[^/]+$/, { timeout: 10_000 });
  const id = decodeURIComponent(new URL(ann.page.url()).pathname.split("/")[2]);
  const info = await t.api.table(id);
  assert.deepEqual([...info.games].sort(), ["15-35", "7-27"], "the table offers the dealer's choice");
  assert.equal(info.seats, 2);
  assert.equal(info.config.timer_s, 0);
  const annSeat = await waitState(ann.page, (s) => s.seat !== null && s.connection === "open", "Ann seated");
  // The heading says "Table" until the table's details have come.
  await ann.page.locator(byId("table-name-heading")).filter({ hasText: "E2E Friday" }).waitFor({ timeout: 10_000 });
  t.note(`table ${id}: Ann in seat ${annSeat.seat}`);

  // The lobby kept the host's token of the table Ann opened: she can pause it.
  const hostToken = await ann.page.evaluate((k) => localStorage.getItem(k), `cardroom.host.${id}`);
  assert.ok(hostToken, `the lobby keeps Ann's host token under cardroom.host.${id}`);

  // Ann copies the table's link: her clipboard is refused, so the page shows it, selected.
  await ann.page.click(byId("copy-link"));
  await ann.page.locator(byId("copy-link-text")).waitFor({ timeout: 10_000 });
  const link = await ann.page.locator(byId("copy-link-text")).inputValue();
  assert.equal(link, `${t.server.url}/t/${id}`, "the link shown to copy is the table's");

  // Bo opens the link: he watches, then sits down with the form.
  await bo.page.goto(link);
  await bo.page.locator(byId("sit-form")).waitFor();
  assert.ok(await bo.page.locator(byId("spectator")).isVisible(), "Bo watches before sitting down");
  await bo.page.fill(byId("sit-name"), "Bo");
  await bo.page.click(byId("sit-button"));
  const boSeat = await waitState(bo.page, (s) => s.seat !== null && !s.spectator, "Bo seated");
  assert.notEqual(boSeat.seat, annSeat.seat);
  assert.equal(await bo.page.evaluate((k) => !!localStorage.getItem(k), `cardroom.seat.${id}`), true, "Bo's seat is kept in localStorage");
  t.note(`Bo in seat ${boSeat.seat}`);

  const people = [ann, bo];
  ann.seat = annSeat.seat;
  bo.seat = boSeat.seat;
  const hands = new Map(); // hand number -> what was pressed
  const handOf = (n) => {
    if (!hands.has(n)) hands.set(n, { mine: [], took: new Set(), bet: false, logLens: [], seen: false, lastHands: {}, pauseAsked: false, pausingShown: new Set() });
    return hands.get(n);
  };
  const problems = [];
  let viewsChecked = false;
  let showdownChecked = false;
  let finished = null;
  const deadline = Date.now() + 100_000;
  const MAX_HANDS = 4;

  while (!finished) {
    if (Date.now() > deadline) throw new Error(`no hand with an exposure, a bet, a take and a declaration within the time; hands: ${JSON.stringify([...hands].map(([n, h]) => [n, h.mine]))}`);
    const states = await Promise.all(people.map((p) => tableState(p.page)));
    states.forEach((s, i) => {
      if (s.notice) throw new Error(`${people[i].name}'s page shows: ${s.notice}`);
      if (s.hand.length) handOf(handNumber(s)).lastHands[people[i].name] = s.hand;
      if (s.pause === PAUSING && !Number.isNaN(handInPlay(s))) handOf(handInPlay(s)).pausingShown.add(people[i].name);
    });

    // A hand dealt, its game chosen: the host asks for a pause at its end, so that the result
    // stays on the table (until she resumes) however long the checks below take.
    const playing = states.map(handInPlay).find((m) => !Number.isNaN(m));
    if (playing !== undefined && !handOf(playing).pauseAsked) {
      handOf(playing).pauseAsked = true;
      const r = await t.api.pause(id, hostToken);
      assert.ok(r.pausing || r.paused, `the pause asked during hand ${playing} is on its way: ${JSON.stringify(r)}`);
      continue;
    }

    // A hand is over: both see the result.
    const withResult = states.findIndex((s) => s.result);
    if (withResult >= 0) {
      const n = handNumber(states[withResult]);
      const hand = handOf(n);
      if (!hand.seen) {
        hand.seen = true;
        assert.ok(hand.pauseAsked, `the pause was asked during hand ${n}`);
        // The host's pause holds the result: both pages show it, and say the table is paused.
        const both = await Promise.all(people.map((p) => waitState(p.page,
          (s) => s.result && handNumber(s) === n && s.pause === PAUSED, `the result of hand ${n}, paused by the host`)));
        assert.equal((await t.api.table(id)).paused, true, `GET /api/tables/${id} says paused after hand ${n}`);
        for (const [k, s] of both.entries()) {
          // The next dealer's choice waits too: the server would refuse it, so it is not offered.
          assert.deepEqual(s.enabled, [], `${people[k].name} is offered nothing while the table is paused`);
        }
        const shot = await screenshot(t, ann.page, `showdown-hand-${n}`, { fullPage: true });
        if (!showdownChecked) {
          showdownChecked = true;
          problems.push(...(await checkA11y(ann.page, "table-showdown", t)).problems);
        }
        assert.ok((await tableState(ann.page)).result, `the result of hand ${n} is still on the table after the checks`);
        const record = (await t.api.hands(id, n - 1)).find((h) => h.hand === n);
        assert.ok(record, `hand ${n} is in the history`);
        assert.equal(record.game, "fifteen-thirty-five", `hand ${n} was Fifteen Thirty-Five`);
        const words = record.actions.map((w) => w.split(" ")[0]);
        const all = ["expose", "bet", "take", "declare"].every((w) => words.includes(w));
        t.note(`hand ${n}: ${record.actions.join(", ")}${all ? "" : " (not all four kinds: another hand)"}`);
        if (all) {
          finished = { n, states: both, record, shot };
          break;
        }
        if ([...hands.values()].filter((h) => h.seen).length >= MAX_HANDS) throw new Error(`${MAX_HANDS} hands without an exposure, a bet, a take and a declaration in one`);
        // On to the next hand: the host resumes, and both pages stop saying it is paused.
        const r = await t.api.resume(id, hostToken);
        assert.deepEqual([r.paused, r.pausing], [false, false], `resume answers ${JSON.stringify(r)}`);
        await Promise.all(people.map((p) => waitState(p.page, (s) => s.pause === null, `${p.name}'s page after the resume`)));
        continue;
      }
      // Seen already: on to the next hand (the dealer may choose the game while the result shows).
    }

    const i = states.findIndex((s) => s.enabled.length > 0 && !s.pending);
    if (i < 0) { await sleep(60); continue; }
    const person = people[i];
    const s = states[i];
    const n = handNumber(s);
    const hand = handOf(n);

    // Once per test, with the hand dealt and the cards turned up, check what each one sees.
    if (!viewsChecked && s.enabled.some((b) => ["action-bet", "action-check", "action-call"].includes(b))) {
      viewsChecked = true;
      await checkViews(t, people, person, problems);
    }

    const how = choose(person, s, hand);
    const after = await act(person.page, how);
    hand.logLens.push(after.log.length);
    if (how.label === "action-bet") await checkBetShown(t, person, people.find((p) => p !== person));
  }

  // The hand with all four kinds: the showdown as each player sees it.
  const { n, states, record } = finished;
  const hand = hands.get(n);
  for (const [i, s] of states.entries()) {
    const me = people[i];
    const other = people[1 - i];
    assert.ok(s.headline, `${me.name} sees the result's headline`);
    assert.ok(/Ann/.test(s.resultText) && /Bo/.test(s.resultText), `${me.name}'s result names both players: ${s.resultText}`);
    const otherCards = hand.lastHands[other.name]?.map((c) => c.code) ?? [];
    for (const c of otherCards) {
      assert.ok(s.resultCodes.includes(c), `${me.name}'s showdown shows ${other.name}'s ${c} (shown: ${s.resultCodes.join(" ")})`);
    }
  }
  for (let k = 1; k < hand.logLens.length; k++) {
    assert.ok(hand.logLens[k] >= hand.logLens[k - 1], `the log shrank during hand ${n}: ${hand.logLens.join(", ")}`);
  }
  assert.ok(hand.logLens.at(-1) > hand.logLens[0], `the log grew during hand ${n}: ${hand.logLens.join(", ")}`);
  const annLog = states[0].log;
  const boLog = states[1].log;
  assert.deepEqual(annLog, boLog, "both see the same log");
  assert.ok(annLog.length >= 8, `the log has the hand (${annLog.length} lines)`);
  assert.ok(record.shown && Object.keys(record.shown).length === 2, "both hands were shown at the showdown");
  assert.deepEqual([...hand.pausingShown].sort(), ["ann", "bo"], `both pages said "${PAUSING}" during hand ${n}`);
  t.note(`hand ${n} played by the UI: Ann and Bo pressed ${hand.mine.join(", ")}; log ${hand.logLens[0]} → ${hand.logLens.at(-1)} lines`);

  await checkReplay(t, ann, id, n, record, hand.lastHands, problems);

  assert.ok(showdownChecked, "the showdown was checked for accessibility");
  assert.ok(viewsChecked, "the views were checked mid-hand");
  assert.deepEqual(problems, [], problems.join("\n"));
  assertNoErrors(ann, bo);
}

/** After a bet: the other player's page shows it on the bettor's seat with the chips put in,
 * and their Call button says how much it calls. */
async function checkBetShown(t, bettor, other) {
  const round = byId(`seat-${bettor.seat}-round`);
  await other.page.waitForFunction((sel) => /bets \d+/.test(document.querySelector(sel)?.textContent ?? ""), round, { timeout: 10_000 });
  const said = (await other.page.locator(`${round} .last-action`).textContent()).trim();
  const chips = (await other.page.locator(`${round} .round-chips`).textContent()).trim();
  const amount = Number(/^bets (\d+)$/.exec(said)?.[1]);
  assert.equal(chips, String(amount), `${other.name} sees ${bettor.name}'s bet ("${said}") and the chips in (${chips})`);
  const text = `${said} · ${chips} in`;
  const call = other.page.locator(byId("action-call"));
  if (await call.count()) {
    const label = (await call.first().textContent()).trim();  // the label, then the shortcut's key
    assert.match(label, new RegExp(`^Call ${amount}(?!\\d)`), `${other.name}'s Call button says the amount: "${label}" after "${text}"`);
  }
  t.note(`${other.name} sees ${bettor.name}'s seat: "${text}"`);
}

/** The history's replayer: the finished hand step by step on the table, both shown hands open
 * from the deal, each step saying who did what, the result at the end. */
async function checkReplay(t, person, id, n, record, lastHands, problems) {
  const page = await person.page.context().newPage();
  await page.goto(`/t/${id}/history?hand=${n}`);
  await page.waitForSelector(byId("history-replay"));
  const seen = async () => page.evaluate(() => ({
    step: document.querySelector('[data-testid="history-step"]')?.textContent ?? "",
    caption: [...document.querySelectorAll('[data-testid="history-caption"] .caption')].map((p) => p.textContent.trim()),
    faces: [...document.querySelectorAll('[data-testid="history-replay"] .seat .card[data-code]')].map((c) => c.dataset.code),
    backs: document.querySelectorAll('[data-testid="history-replay"] .seat .card.back').length,
    result: !!document.querySelector('[data-testid="history-result"]'),
  }));
  const steps = record.actions.length;
  let s = await seen();
  assert.equal(s.step, `Step 0 of ${steps}`, "the replay starts at the deal");
  assert.equal(s.backs, 0, "both hands were shown at the end, so none lies face down in the replay");
  for (const cards of Object.values(lastHands)) {
    for (const c of cards.slice(0, 2)) assert.ok(s.faces.includes(c.code), `the replay's deal shows ${c.code} (dealt: ${s.faces.join(" ")})`);
  }
  await screenshot(t, page, "history-replay-deal");
  problems.push(...(await checkA11y(page, "history", t)).problems);
  // The settle-up: the server's payments in words, and the downloads.
  await page.waitForSelector(byId("settle-up"));
  const ledger = await page.evaluate(async (tid) => (await fetch(`/api/tables/${tid}/ledger`)).json(), id);
  const settle = await page.evaluate(() => ({
    payments: [...document.querySelectorAll('[data-testid="settle-payments"] li')].map((li) => li.textContent),
    none: !!document.querySelector('[data-testid="settle-none"]'),
    csv: document.querySelector('[data-testid="download-ledger"]')?.getAttribute("href"),
    jsonl: document.querySelector('[data-testid="download-hands"]')?.getAttribute("href"),
  }));
  assert.deepEqual(settle.payments, ledger.settle.map((p) => `${p.from} pays ${p.to} ${p.chips} chip${p.chips === 1 ? "" : "s"}`),
    "the settle-up lists the ledger's payments");
  assert.equal(settle.none, ledger.settle.length === 0, "'Nobody owes anything' only when nobody does");
  assert.equal(settle.csv, `/api/tables/${id}/ledger.csv`);
  assert.equal(settle.jsonl, `/api/tables/${id}/hands.jsonl`);
  const captions = [];
  for (let k = 1; k <= steps; k++) {
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction((want) => document.querySelector('[data-testid="history-step"]')?.textContent === want,
      `Step ${k} of ${steps}`, { timeout: 15_000 }).catch(() => undefined);
    s = await seen();
    assert.equal(s.step, `Step ${k} of ${steps}`, `the replay steps forward with → (step ${k})`);
    assert.ok(s.caption.length > 0, `step ${k} says what happened`);
    captions.push(s.caption.join(" "));
    assert.equal(s.result, k === steps, `the result shows at the last step only (step ${k})`);
  }
  assert.ok(captions.some((c) => /Ann|Bo/.test(c)), `the steps name who acted: ${captions.join(" | ")}`);
  await screenshot(t, page, "history-replay-end", { fullPage: true });
  await setViewport(page, PHONE);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`[history-phone] the history page scrolls sideways by ${overflow} px at 390 px wide`);
  await screenshot(t, page, "history-replay-phone", { fullPage: true });
  problems.push(...(await checkA11y(page, "history-phone", t)).problems);
  t.note(`replay of hand ${n}: ${steps} steps, e.g. "${captions[0]}"`);
  await page.close();
}

/** Mid-hand: own cards face up (face-down ones marked), the other's face-down cards as backs, whose turn. */
async function checkViews(t, people, toAct, problems) {
  // Both pages at the same point of the hand: the other's page may still be a view behind.
  const mine = await tableState(toAct.page);
  const states = await Promise.all(people.map((p) => waitState(p.page,
    (s) => s.title === mine.title && s.log.length === mine.log.length && s.turn !== null, `${p.name}'s page at ${toAct.name}'s decision`)));
  for (const [i, me] of people.entries()) {
    const other = people[1 - i];
    const mine = states[i].hand;
    const theirs = states[1 - i].hand;
    assert.equal(mine.length, 3, `${me.name} holds three cards`);
    for (const c of mine) {
      assert.ok(c.code && c.code !== "??" && !c.back, `${me.name} sees own card ${c.id} face up`);
    }
    assert.equal(mine.filter((c) => c.up).length, 1, `${me.name} has turned one card up`);
    assert.equal(mine.filter((c) => c.ownHidden).length, 2, `${me.name}'s two face-down cards are marked as only seen by ${me.name}`);
    const seats = await seatsShown(me.page);
    const mySeat = seats.find((x) => x.you);
    const theirSeat = seats.find((x) => x.seat === other.seat);
    assert.equal(mySeat?.seat, me.seat, `${me.name}'s page marks seat ${me.seat} as theirs`);
    assert.ok(mySeat.label.includes(`${me.display} (you)`), `seat label: ${mySeat.label}`);
    assert.ok(theirSeat.label.includes(other.display), `${other.display}'s seat is named on ${me.name}'s page`);
    const hidden = theirs.filter((c) => !c.up).map((c) => c.code);
    const up = theirs.filter((c) => c.up).map((c) => c.code);
    assert.equal(theirSeat.backs, hidden.length, `${me.name} sees ${other.name}'s ${hidden.length} face-down cards as backs`);
    assert.deepEqual([...theirSeat.faces].sort(), [...up].sort(), `${me.name} sees ${other.name}'s face-up cards`);
    const drawn = await codesOnPage(me.page);
    for (const c of hidden) assert.ok(!drawn.includes(c), `${other.name}'s face-down ${c} is nowhere on ${me.name}'s page`);
    // Whose turn.
    const turnSeat = seats.filter((x) => x.toAct).map((x) => x.seat);
    assert.deepEqual(turnSeat, [toAct.seat], `${me.name}'s page marks seat ${toAct.seat} to act`);
    assert.equal(states[i].turn, me === toAct ? "Your turn" : `${toAct.display} to act`, `${me.name}'s turn line`);
    if (me !== toAct) assert.deepEqual(states[i].enabled, [], `${me.name} has no action buttons out of turn`);
  }
  t.note(`mid-hand: ${toAct.display} to act; each sees own 3 cards, the other's ${states[0].hand.length - 1} backs and 1 face-up card`);

  // Screenshots of the table mid-hand on a desktop and a phone (same seat, Ann's page).
  const page = people[0].page;
  await screenshot(t, page, "table-desktop");
  await screenshot(t, page, "table-desktop-full", { fullPage: true });
  problems.push(...(await checkA11y(page, "table-mid-hand", t)).problems);
  await setViewport(page, PHONE);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`[table-phone] the table page scrolls sideways by ${overflow} px at 390 px wide`);
  await screenshot(t, page, "table-phone");
  await screenshot(t, page, "table-phone-full", { fullPage: true });
  problems.push(...(await checkA11y(page, "table-phone", t)).problems);
  await setViewport(page, DESKTOP);
}
