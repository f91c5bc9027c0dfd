// Screenshots of running pages at phone and desktop size, to look at what was built.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 / /ua /en?section=cdl   → .tmp/screens/*.png
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const out = path.resolve(".tmp/screens");
fs.mkdirSync(out, { recursive: true });
const executablePath = ["/usr/bin/chromium", process.env.CHROMIUM_PATH].find((p) => p && fs.existsSync(p));
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const sizes = {
  phone: { width: 390, height: 844, isMobile: true, deviceScaleFactor: 2 },
  desktop: { width: 1366, height: 900 },
};
for (const [name, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile ?? false,
    deviceScaleFactor: viewport.deviceScaleFactor ?? 1,
  });
  const page = await context.newPage();
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = path.join(out, `${name}${p.replace(/[^a-z0-9]+/gi, "_")}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
  }
  await context.close();
}
await browser.close();
