import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// ru is the source language: the site is written in Russian first, so its Russian texts are the message sources.
const config: LinguiConfig = {
  sourceLocale: "ru",
  locales: ["ru", "ua", "pl", "en"],
  fallbackLocales: false,
  catalogs: [
    { path: "<rootDir>/src/locales/{locale}/messages", include: ["<rootDir>/src/client", "<rootDir>/src/shared"] },
  ],
  // No line numbers: a catalog changes only when its messages do.
  format: formatter({ lineNumbers: false }),
  compileNamespace: "json",
};

export default config;
