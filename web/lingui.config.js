// Lingui's configuration, read by `npm run extract` (lingui extract) and by the Vite plugin that
// compiles the catalogues when the app is built (vite.config.ts). Plain JavaScript: tsconfig.json
// has no Node types. The languages are the folders under src/locales: a new folder adds one.
import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

const locales = readdirSync(new URL("./src/locales/", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

export default defineConfig({
  sourceLocale: "en",
  locales,
  // English is the source: a message missing from another catalogue is an error (the build's
  // failOnMissing), never a silent fallback.
  fallbackLocales: false,
  catalogs: [{
    path: "<rootDir>/src/locales/{locale}/messages",
    include: ["<rootDir>/src"],
    exclude: ["**/*.test.ts", "**/*.test-data.ts", "**/node_modules/**"],
  }],
  // PO files; no line numbers in the references, so that moving code does not touch them.
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
