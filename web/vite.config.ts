import { defineConfig } from "vitest/config";

declare const process: { env: Record<string, string | undefined> };
const backend: string = process.env.CARDROOM_URL ?? "http://127.0.0.1:8080";

// The server (`cardroom serve --web web/dist`) serves index.html for `/` and every non-API
// path, and the bundle from /assets/, so the build uses root-relative URLs.
export default defineConfig({
  base: "/",
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: { outDir: "dist", assetsDir: "assets", emptyOutDir: true, target: "es2020" },
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
