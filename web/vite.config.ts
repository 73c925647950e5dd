import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

declare const process: { env: Record<string, string | undefined> };
const backend: string = process.env.CARDROOM_URL ?? "http://127.0.0.1:8080";

// The server (`cardroom serve --web web/dist`) serves index.html for `/` and every non-API
// path, and the bundle from /assets/, so the build uses root-relative URLs.
export default defineConfig({
  base: "/",
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  // The catalogues (src/locales/LANG/messages.po) are compiled when imported (src/i18n.ts): a
  // message that does not parse, or one missing from a language, fails the build (and the tests).
  plugins: [lingui({ failOnMissing: true, failOnCompileError: true })],
  resolve: {
    // @lingui/react is written for React: Preact's compat layer stands in for it.
    alias: [
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
    ],
  },
  build: {
    outDir: "dist", assetsDir: "assets", emptyOutDir: true, target: "es2020",
    rollupOptions: {
      onwarn(warning, warn) {
        // @lingui/react's "use client" (for React Server Components) means nothing here.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes("use client")) return;
        warn(warning);
      },
    },
  },
  server: {
    // `npm run dev` proxies the API and the WebSocket to a running `cardroom serve`.
    proxy: {
      "/api": backend,
      "/healthz": backend,
      "/ws": { target: backend, ws: true },
    },
  },
  test: { include: ["src/**/*.test.ts"], environment: "node", watch: false },
});
