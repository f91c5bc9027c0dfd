// The install-sheet screenshots of the web manifest, taken of the running app with Playwright:
// narrow 390×844 (home) and wide 1280×800 (CDL jobs), written to public/screenshots/.
// Usage: node scripts/pwa-screenshots.mjs http://127.0.0.1:3000
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = path.resolve("public/screenshots");
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
const shots = [
  { file: "home-narrow.png", path: "/", viewport: { width: 390, height: 844 }, isMobile: true },
  { file: "cdl-wide.png", path: "/cdl", viewport: { width: 1280, height: 800 }, isMobile: false },
];
for (const shot of shots) {
  // deviceScaleFactor 1: the PNG has exactly the size the manifest declares.
  const context = await browser.newContext({
    viewport: shot.viewport,
    isMobile: shot.isMobile,
    deviceScaleFactor: 1,
    locale: "ru-RU",
  });
  const page = await context.newPage();
  await page.goto(base + shot.path, { waitUntil: "networkidle" });
  await page.getByRole("article").first().waitFor();
  const file = path.join(out, shot.file);
  await page.screenshot({ path: file, fullPage: false });
  console.log(file);
  await context.close();
}
await browser.close();
