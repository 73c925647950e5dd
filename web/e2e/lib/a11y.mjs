// Accessibility checks over the live DOM (no network): every interactive control has an
// accessible name, cards and images have text alternatives, aria references resolve, the page
// has a language, a main landmark and a heading; and axe-core (bundled from node_modules) for
// the WCAG 2.1 A/AA rules. Also: no horizontal scrolling at the current width.
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");
let axeScript = null;
/**
 * axe-core's source, run with the browser's own timers: axe waits on `setTimeout` between its
 * rules, and a test may have stopped the page's clock (Playwright's fake clock, `page.clock`) to
 * hold the page in a state while it is checked. The fake clock keeps the real timers in
 * `__pwClock.builtins` (playwright-core 1.64); without a fake clock these are the page's own.
 */
function axeSource() {
  if (!axeScript) {
    axeScript = "(function (setTimeout, clearTimeout, setInterval, clearInterval) {\n"
      + readFileSync(AXE_PATH, "utf8")
      + "\n}).apply(window, (function (b) { return [b.setTimeout, b.clearTimeout, b.setInterval, b.clearInterval]; })("
      + "(window.__pwClock && window.__pwClock.builtins) || { setTimeout: window.setTimeout.bind(window), "
      + "clearTimeout: window.clearTimeout.bind(window), setInterval: window.setInterval.bind(window), "
      + "clearInterval: window.clearInterval.bind(window) }));\n";
  }
  return axeScript;
}

/** Runs in the page: returns a list of problems, each a string naming the element. */
function domChecks() {
  const problems = [];
  const describe = (el) => {
    const tid = el.getAttribute("data-testid");
    const id = el.id ? `#${el.id}` : "";
    const cls = el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).join(".") : "";
    return `<${el.tagName.toLowerCase()}${id}${tid ? ` data-testid="${tid}"` : ""}${!tid && !id ? cls : ""}>`;
  };
  const textOf = (el) => {
    // Visible text and the names of images inside (a card button is named by its card).
    let s = "";
    for (const n of el.childNodes) {
      if (n.nodeType === Node.TEXT_NODE) s += n.textContent;
      else if (n.nodeType === Node.ELEMENT_NODE) {
        if (n.getAttribute("aria-hidden") === "true") continue;
        if (n.getAttribute("role") === "img" && n.getAttribute("aria-label")) s += " " + n.getAttribute("aria-label");
        else if (n.tagName === "IMG") s += " " + (n.getAttribute("alt") ?? "");
        else s += " " + textOf(n);
      }
    }
    return s.replace(/\s+/g, " ").trim();
  };
  const nameOf = (el) => {
    const lb = el.getAttribute("aria-labelledby");
    if (lb) {
      const t = lb.split(/\s+/).map((id) => { const r = document.getElementById(id); return r ? textOf(r) : ""; }).join(" ").trim();
      if (t) return t;
    }
    const al = el.getAttribute("aria-label");
    if (al && al.trim()) return al.trim();
    if (el.labels && el.labels.length) {
      const t = [...el.labels].map((l) => textOf(l)).join(" ").trim();
      if (t) return t;
    }
    const tag = el.tagName;
    const role = el.getAttribute("role");
    if (tag === "BUTTON" || tag === "A" || tag === "SUMMARY" || role === "button" || role === "link" || tag === "OL" || tag === "UL") {
      // Lists made focusable for scrolling are named by their heading via aria-label/labelledby only.
      if (tag !== "OL" && tag !== "UL") { const t = textOf(el); if (t) return t; }
    }
    if (tag === "INPUT" && ["submit", "button", "reset"].includes(el.type) && el.value) return el.value;
    const title = el.getAttribute("title");
    if (title && title.trim()) return title.trim();
    return "";
  };
  const controls = document.querySelectorAll(
    'button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="slider"], a[href], summary, [tabindex]:not([tabindex="-1"])');
  for (const el of controls) {
    if (!nameOf(el)) problems.push(`control without an accessible name: ${describe(el)}`);
  }
  // Text alternatives: images, svg, role=img, and every drawn card.
  for (const el of document.querySelectorAll("img")) {
    if (!el.hasAttribute("alt")) problems.push(`img without alt: ${describe(el)}`);
  }
  const hiddenAncestor = (el) => el.closest('[aria-hidden="true"]');
  for (const el of document.querySelectorAll("svg")) {
    if (hiddenAncestor(el) || el.getAttribute("role") === "presentation") continue;
    if (!el.getAttribute("aria-label") && !el.getAttribute("aria-labelledby") && !el.querySelector("title"))
      problems.push(`svg without a text alternative: ${describe(el)}`);
  }
  for (const el of document.querySelectorAll('[role="img"]')) {
    if (hiddenAncestor(el)) continue;
    if (!nameOf(el)) problems.push(`role=img without a name: ${describe(el)}`);
  }
  for (const el of document.querySelectorAll(".card")) {
    const hidden = hiddenAncestor(el);
    if (!hidden) {
      if (el.getAttribute("role") !== "img" || !nameOf(el)) problems.push(`card without a text alternative: ${describe(el)}`);
      continue;
    }
    // A card drawn for the eye only: the group it belongs to must say it in words.
    const group = hidden.parentElement?.closest("[aria-label]");
    const label = group?.getAttribute("aria-label") ?? "";
    if (!label.trim()) problems.push(`aria-hidden card with no labelled group around it: ${describe(el)}`);
    // (English or French words: "face-down card", "carte face cachée", "12 cartes")
    else if (el.classList.contains("back") ? !/face-down|face cachée|\bcards?\b|\bcartes?\b/i.test(label) : label.length < 3)
      problems.push(`card's group label does not describe it: ${describe(el)} in "${label}"`);
  }
  // References and landmarks.
  for (const el of document.querySelectorAll("[aria-labelledby], [aria-describedby], [aria-controls]")) {
    for (const attr of ["aria-labelledby", "aria-describedby", "aria-controls"]) {
      const v = el.getAttribute(attr);
      if (!v) continue;
      for (const id of v.split(/\s+/)) if (!document.getElementById(id)) problems.push(`${attr}="${id}" names no element: ${describe(el)}`);
    }
  }
  for (const l of document.querySelectorAll("label[for]")) {
    if (!document.getElementById(l.htmlFor)) problems.push(`label for="${l.htmlFor}" names no element`);
  }
  const ids = new Map();
  for (const el of document.querySelectorAll("[id]")) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
  for (const [id, n] of ids) if (n > 1) problems.push(`id "${id}" used ${n} times`);
  if (!document.documentElement.getAttribute("lang")) problems.push("<html> has no lang");
  if (!document.querySelector("main")) problems.push("no <main> landmark");
  if (!document.querySelector("h1")) problems.push("no <h1>");
  if (!document.title.trim()) problems.push("empty <title>");
  return problems;
}

/** Horizontal overflow of the page at its current width (0 when none). */
export async function horizontalOverflow(page) {
  return page.evaluate(() => {
    const de = document.documentElement;
    return Math.max(de.scrollWidth, document.body.scrollWidth) - de.clientWidth;
  });
}

/**
 * axe findings in the app that are known and reported (see README "Known issues"): shown as
 * warnings on every run instead of failing it; `--strict` fails on them too. Remove an entry
 * once the app is fixed.
 */
export const KNOWN_ISSUES = [
  // None today: every finding fails the run.
];

/**
 * Checks the page as it stands; returns {problems, warnings, axe} and writes the details to
 * T.artifacts/a11y-LABEL.json. `problems` are failures: the DOM checks, and axe's critical and
 * serious findings; axe's minor/moderate findings and those of its experimental rules are
 * warnings (noted in the test's output once per rule).
 */
export async function checkA11y(page, label, t) {
  const artifacts = t?.artifacts;
  const problems = (await page.evaluate(domChecks)).map((p) => `[${label}] ${p}`);
  if (!(await page.evaluate(() => typeof window.axe === "object"))) {
    // Evaluated through the DevTools protocol rather than added as an inline <script>: the
    // server's Content-Security-Policy forbids inline scripts, and the app runs under it here.
    await page.evaluate(`(() => { ${axeSource()}\n})()`);
  }
  const axe = await page.evaluate(async (known) => {
    const r = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    const isKnown = (rule, target) => {
      let el = null;
      try { el = document.querySelector(target); } catch { /* a selector axe made for a shadow root */ }
      return !!el && known.some((k) => k.rule === rule && el.closest(k.selector));
    };
    return r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help, tags: v.tags,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary, known: isKnown(v.id, n.target[0]) })),
    }));
  }, t?.strict ? [] : KNOWN_ISSUES);
  const warnings = [];
  const list = (nodes) => nodes.slice(0, 4).map((n) => n.target).join(", ") + (nodes.length > 4 ? ` … ${nodes.length} nodes` : "");
  const warn = (key, text) => {
    warnings.push(text);
    if (t?.warnOnce && !t.warnOnce.has(key)) { t.warnOnce.add(key); t.note(`warning: ${text}`); }
  };
  for (const v of axe) {
    const serious = v.impact === "critical" || v.impact === "serious";
    const fresh = v.nodes.filter((n) => !n.known);
    const known = v.nodes.filter((n) => n.known);
    if (known.length) warn(`known:${v.id}`, `[${label}] known issue, axe ${v.id} (${v.impact}): ${v.help} — ${list(known)}`);
    if (!fresh.length) continue;
    if (serious) problems.push(`[${label}] axe ${v.id} (${v.impact}): ${v.help} — ${list(fresh)}`);
    else warn(v.id, `[${label}] axe ${v.id} (${v.impact}): ${v.help} — ${list(fresh)}`);
  }
  if (artifacts) {
    writeFileSync(join(artifacts, `a11y-${label}.json`), JSON.stringify({ problems, warnings, axe }, null, 2));
  }
  return { problems, warnings, axe };
}
