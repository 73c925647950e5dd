// The copy-the-link buttons (the table page's and the one on the lobby's row of the table) in each
// clipboard world — granted, refused, absent — never the real browser's clipboard (see
// CLIPBOARD_WORLDS in lib/helpers.mjs). What each click leads to, and the accessibility checks in
// the state right after it, "Copied" included: the page's clock is Playwright's fake one, paused
// before the click, so that "Copied" (reset by a 2-second timer) stays until the test moves the
// clock on — and then it must say "Copy link" again.
import assert from "node:assert/strict";
import { checkA11y } from "../lib/a11y.mjs";
import { assertNoErrors, byId, CLIPBOARD_WORLDS, clipboardText, newPerson, visibleText } from "../lib/helpers.mjs";

/** Stops the page's (fake, installed) clock where it is: no timer fires until the test moves it. */
async function pauseClock(page) {
  for (let attempt = 1; ; attempt++) {
    // pauseAt jumps to the time given and stops there: a little ahead of the page's time, which
    // flows on until it stops. On a machine slow enough for more than that to go by, pauseAt
    // refuses to go back ("Cannot fast-forward to the past"): read the time again.
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (e) {
      if (!/past/i.test(String(e.message)) || attempt >= 20) throw e;
    }
  }
}

async function checkCopy(t, page, { world, scope, testid, url, target, label, problems }) {
  // The buttons (within `scope`: the table page's header, the table's row in the lobby) whose
  // accessible name is exactly `name`.
  const buttonsNamed = (name) => page.locator(scope).getByRole("button", { name, exact: true });
  const button = page.locator(byId(testid));
  const status = page.locator(byId(`${testid}-status`));
  const input = page.locator(byId(`${testid}-text`));
  await button.waitFor();
  assert.equal(await visibleText(page, byId(testid)), "Copy link", `[${label}] the button says "Copy link"`);
  assert.equal(await buttonsNamed(`Copy link to ${target}`).count(), 1, `[${label}] the button is named "Copy link to ${target}"`);
  assert.equal(await button.getAttribute("aria-label"), null, `[${label}] the button is named by its content, not an aria-label`);
  assert.equal(await status.getAttribute("aria-live"), "polite", `[${label}] the status is a polite live region`);
  assert.equal((await status.textContent()).trim(), "", `[${label}] the live region says nothing before the click`);
  const before = await clipboardText(page);

  await pauseClock(page);
  await button.click();
  // The click's own work (the clipboard's promise, the render) needs no timer; the effects and the
  // focus of the link's field come with the next frames: 100 ms of the page's time, far from the
  // 2 s that "Copied" lasts.
  await page.clock.runFor(100);

  const clip = await clipboardText(page);
  if (world === "granted") {
    assert.equal(clip.text, url, `[${label}] the clipboard holds the table's link`);
    assert.equal(clip.writes, before.writes + 1, `[${label}] one write to the clipboard`);
    assert.equal(await visibleText(page, byId(testid)), "Copied", `[${label}] the button says "Copied"`);
    assert.equal(await buttonsNamed(`Copied the link to ${target}`).count(), 1,
      `[${label}] the button is named "Copied the link to ${target}"`);
    assert.equal((await status.textContent()).trim(), `Link to ${target} copied`, `[${label}] the live region says the link was copied`);
    assert.equal(await input.count(), 0, `[${label}] no link field when the clipboard took it`);
  } else {
    assert.equal(clip.writes ?? 0, 0, `[${label}] nothing written to a clipboard`);
    assert.ok(await input.isVisible(), `[${label}] the link is shown to copy by hand`);
    assert.equal(await input.inputValue(), url, `[${label}] the field holds the table's link`);
    assert.equal(await input.getAttribute("readonly"), "", `[${label}] the field is read-only`);
    const focus = await input.evaluate((el) => ({
      focused: document.activeElement === el, start: el.selectionStart, end: el.selectionEnd, length: el.value.length,
    }));
    assert.ok(focus.focused, `[${label}] the field has the focus`);
    assert.deepEqual([focus.start, focus.end], [0, focus.length], `[${label}] the whole link is selected`);
    assert.equal(await visibleText(page, byId(testid)), "Copy link", `[${label}] the button still says "Copy link"`);
    assert.equal((await status.textContent()).trim(), "", `[${label}] the live region says nothing`);
  }
  // The state right after the click, "Copied" included: every name contains what is shown.
  problems.push(...(await checkA11y(page, label, t)).problems);

  // 2 s later (the page's time), "Copied" is gone; the field stays.
  await page.clock.runFor(2000);
  assert.equal(await visibleText(page, byId(testid)), "Copy link", `[${label}] the button says "Copy link" 2 s later`);
  assert.equal(await buttonsNamed(`Copy link to ${target}`).count(), 1, `[${label}] and is named "Copy link to ${target}" again`);
  assert.equal((await status.textContent()).trim(), "", `[${label}] the live region is empty again`);
  assert.equal(await input.count(), world === "granted" ? 0 : 1, `[${label}] the link's field ${world === "granted" ? "never shown" : "still shown"}`);
  if (world === "granted") assert.equal((await clipboardText(page)).text, url, `[${label}] the clipboard still holds the link`);
  await page.clock.resume();
}

export async function copyLinkTest(t) {
  const table = await t.api.createTable({ name: "E2E copy the link", games: ["15-35"], seats: 2, timer_s: 0 });
  const url = `${t.server.url}/t/${table.id}`;
  const problems = [];
  for (const world of CLIPBOARD_WORLDS) {
    const person = await newPerson(t, `copy-${world}`, { clipboard: world });
    const { page } = person;
    // The fake clock, before the app loads: it flows as usual until a check stops it.
    await page.clock.install();

    // The table page's button (a spectator: nobody sits, nothing moves).
    await page.goto(`/t/${table.id}`);
    await page.locator(byId("sit-form")).waitFor();
    await page.locator(byId("table-name-heading")).filter({ hasText: "E2E copy the link" }).waitFor();
    assert.equal(await page.evaluate(() => "clipboard" in navigator), world !== "absent", `the ${world} world's navigator.clipboard`);
    await checkCopy(t, page, { world, scope: "header", testid: "copy-link", url, target: "this table", label: `copy-${world}-table`, problems });

    // The lobby's row of the table.
    await page.goto("/");
    await page.locator(byId(`table-row-${table.id}`)).waitFor();
    await checkCopy(t, page, { world, scope: byId(`table-row-${table.id}`), testid: `copy-${table.id}`, url, target: "E2E copy the link", label: `copy-${world}-lobby`, problems });

    assertNoErrors(person);
    t.note(`${world}: ${world === "granted" ? "copied, \"Copied\" for 2 s" : "the link shown, focused and selected"} (table page and lobby)`);
  }
  assert.deepEqual(problems, [], problems.join("\n"));
}
