// A catalogue imported from src/locales/LANG/messages.po: the Lingui Vite plugin compiles it
// at build time (vite.config.ts) into the messages @lingui/core loads.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
