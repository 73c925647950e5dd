#!/usr/bin/env node
// The end-to-end and accessibility tests of the web app: starts `cardroom serve` on a fresh
// database and a free port, drives Debian's Chromium with playwright-core, and runs every test
// in tests/ one after the other. Exits 1 when any test fails.
//
//   node e2e/run.mjs [--cardroom BIN] [--web DIST] [--artifacts DIR] [--chromium PATH]
//                    [--only ID|SUBSTRING] [--repeat N] [--test-timeout S] [--strict] [--dump-ws] [--headed]
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { apiClient, startServer } from "./lib/server.mjs";
import { tests } from "./tests/index.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..", "..");

function parseArgs(argv) {
  const opts = {
    cardroom: process.env.CARDROOM_BIN ?? null,
    web: resolve(repo, "web", "dist"),
    artifacts: resolve(here, "artifacts"),
    chromium: process.env.CHROMIUM ?? "/usr/bin/chromium",
    only: null, repeat: 1, headed: false, testTimeoutS: 90, strict: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    switch (a) {
      case "--cardroom": opts.cardroom = resolve(value()); break;
      case "--web": opts.web = resolve(value()); break;
      case "--artifacts": opts.artifacts = resolve(value()); break;
      case "--chromium": opts.chromium = value(); break;
      case "--only": opts.only = value(); break;
      case "--repeat": opts.repeat = Number(value()); break;
      case "--test-timeout": opts.testTimeoutS = Number(value()); break;
      case "--headed": opts.headed = true; break;
      case "--strict": opts.strict = true; break;
      case "--dump-ws": opts.dumpWs = true; break;
      case "-h": case "--help":
        console.log("usage: node e2e/run.mjs [--cardroom BIN] [--web DIST] [--artifacts DIR] [--chromium PATH] [--only ID|SUBSTRING] [--repeat N] [--test-timeout S] [--strict] [--dump-ws] [--headed]");
        process.exit(0);
        break;
      default: throw new Error(`unknown argument ${a} (try --help)`);
    }
  }
  if (!opts.cardroom) {
    opts.cardroom = ["build/cardroom", "build-e2e/cardroom"].map((p) => join(repo, p)).find((p) => existsSync(p)) ?? null;
  }
  if (!opts.cardroom) throw new Error("no cardroom binary: give --cardroom BIN (or CARDROOM_BIN); looked at build/cardroom and build-e2e/cardroom");
  if (!existsSync(opts.cardroom)) throw new Error(`no cardroom binary at ${opts.cardroom}`);
  if (!existsSync(join(opts.web, "index.html"))) throw new Error(`${opts.web}/index.html is missing: run "npm run build" in web/ first, or give --web DIST`);
  if (!existsSync(opts.chromium)) throw new Error(`no Chromium at ${opts.chromium} (apt-get install chromium, or give --chromium PATH)`);
  return opts;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  mkdirSync(opts.artifacts, { recursive: true });
  // This run's artifacts only (what an earlier run left is removed).
  for (const f of readdirSync(opts.artifacts)) {
    if (/\.(png|json|jsonl|html|log)$/.test(f)) rmSync(join(opts.artifacts, f));
  }
  const started = Date.now();
  console.log(`cardroom: ${opts.cardroom}\nweb:      ${opts.web}\nartifacts: ${opts.artifacts}`);

  let server = null;
  let browser = null;
  const cleanup = async () => {
    try { await browser?.close(); } catch { /* already gone */ }
    await server?.stop();
  };
  // Never leave the server behind: on Ctrl-C, on a crash, on exit.
  const hardStop = () => { server?.killSync(); };
  process.on("exit", hardStop);
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, () => { console.error(`\n${sig}: stopping`); cleanup().finally(() => process.exit(130)); });
  }

  const results = [];
  try {
    server = await startServer({ bin: opts.cardroom, web: opts.web, logFile: join(opts.artifacts, "server.log") });
    console.log(`server:   ${server.url} (pid ${server.pid})`);
    browser = await chromium.launch({
      executablePath: opts.chromium,
      headless: !opts.headed,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    console.log(`browser:  Chromium ${browser.version()} (${seconds(Date.now() - started)} to start both)\n`);

    const byId = tests.filter((t) => t.id === opts.only);
    const selected = byId.length ? byId : tests.filter((t) => !opts.only || t.name.includes(opts.only));
    if (!selected.length) throw new Error(`no test matches --only ${opts.only}`);
    for (let round = 1; round <= opts.repeat; round++) {
      for (const test of selected) {
        const tracked = [];
        const notes = [];
        const t = {
          browser, server, api: apiClient(server.url), artifacts: opts.artifacts,
          track: (context, name, page, frames) => tracked.push({ context, name, page, frames }),
          note: (msg) => notes.push(msg),
          warnOnce: new Set(),
          strict: opts.strict,
          log: (msg) => console.log(`    ${msg}`),
        };
        const t0 = Date.now();
        let error = null;
        let timer;
        try {
          await Promise.race([
            test.run(t),
            // A test that plays several games may ask for longer (`timeoutS`); --test-timeout
            // gives every other test its time.
            new Promise((_, reject) => {
              const limitS = Math.max(opts.testTimeoutS, test.timeoutS ?? 0);
              timer = setTimeout(() => reject(new Error(`timed out after ${limitS} s`)), limitS * 1000);
            }),
          ]);
        } catch (e) {
          error = e;
        } finally {
          clearTimeout(timer);
        }
        if (error) {
          // What each page showed when it failed.
          const slug = test.id;
          for (const { name, page, frames } of tracked) {
            if (frames?.length) {
              writeFileSync(join(opts.artifacts, `FAIL-${slug}-${name}-ws.jsonl`), frames.map((f) => JSON.stringify(f)).join("\n") + "\n");
            }
            try {
              if (page.isClosed()) continue;
              await page.screenshot({ path: join(opts.artifacts, `FAIL-${slug}-${name}.png`), fullPage: true, timeout: 5000 });
              writeFileSync(join(opts.artifacts, `FAIL-${slug}-${name}.html`), await page.content());
            } catch { /* the page is gone */ }
          }
        }
        if (opts.dumpWs) {
          for (const { name, frames } of tracked) {
            if (frames?.length) writeFileSync(join(opts.artifacts, `ws-${test.id}-${name}-${round}.jsonl`), frames.map((f) => JSON.stringify(f)).join("\n") + "\n");
          }
        }
        for (const { context } of tracked) { try { await context.close(); } catch { /* closed */ } }
        const ms = Date.now() - t0;
        results.push({ name: test.name, ok: !error, ms, error });
        const tag = opts.repeat > 1 ? `[${round}/${opts.repeat}] ` : "";
        console.log(`${error ? "FAIL" : "ok  "} ${tag}${test.name} (${seconds(ms)})`);
        for (const n of notes) console.log(`    ${n}`);
        if (error) console.log(`    ${String(error.stack ?? error).split("\n").join("\n    ")}`);
        if (server.exited) throw new Error(`cardroom serve exited during the tests: ${JSON.stringify(server.exited)}; see server.log`);
      }
    }
  } finally {
    await cleanup();
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed in ${seconds(Date.now() - started)}; artifacts in ${opts.artifacts}`);
  if (failed.length) {
    console.log(`failed: ${failed.map((f) => f.name).join("; ")}`);
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(`e2e: ${e.stack ?? e}`);
  process.exitCode = 1;
});
