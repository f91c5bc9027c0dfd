import fs from "node:fs";

/**
 * The browser for e2e and Lighthouse: Debian's /usr/bin/chromium where present (Playwright
 * cannot download its own here), else Playwright's own, else a clear way to get one.
 */
export function chromiumExecutable(): string | undefined {
  for (const candidate of [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
