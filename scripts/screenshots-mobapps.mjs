// The pictures of the /mobapps page, taken of the built app in each interface language and in the installed app's
// look: the home page, the invitation to install, a post reopened with no network, and a form offering its
// saved draft. Phone-sized (390×844), WebP, each kept under 60 KB, written to public/screenshots/.
// Usage: node scripts/build.mjs && node scripts/screenshots-mobapps.mjs [origin]
//   without an origin it starts the built server itself on a throw-away database.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { serveBuilt } from "./serve-built.mjs";

const MAX_BYTES = 60 * 1024;
const VIEWPORT = { width: 390, height: 844 };
const LANGUAGES = [
  // `script`: a title in the language (Russian has ы or э and no і, ї or є; Ukrainian has і, ї or є).
  {
    locale: "ru",
    prefix: "",
    browser: "ru-RU",
    script: /^[^іїєґ]*[ыэъ][^іїєґ]*$/i,
    draftTitle: "Кладовщик на ночные смены",
  },
  { locale: "ua", prefix: "/ua", browser: "uk-UA", script: /[іїєґ]/i, draftTitle: "Комірник на нічні зміни" },
  { locale: "pl", prefix: "/pl", browser: "pl-PL", script: /[ąęłńóśźż]/i, draftTitle: "Magazynier na nocne zmiany" },
  {
    locale: "en",
    prefix: "/en",
    browser: "en-US",
    script: /^[\x20-\x7e]+$/,
    draftTitle: "Night shift warehouse worker",
  },
];

const out = path.resolve("public/screenshots");
fs.mkdirSync(out, { recursive: true });
const server = process.argv[2] ? null : await serveBuilt("mobapps-shots");
const origin = process.argv[2] ?? server?.origin;
const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && fs.existsSync(p));
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});

/** The viewport as WebP, its quality lowered until it fits the page's weight budget. */
async function save(page, name) {
  const png = await page.screenshot({ fullPage: false });
  for (let quality = 80; quality >= 30; quality -= 10) {
    const webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= MAX_BYTES || quality === 30) {
      const file = path.join(out, `${name}.webp`);
      fs.writeFileSync(file, webp);
      console.log(`${file} ${String(Math.round(webp.length / 1024))} KB (quality ${String(quality)})`);
      return;
    }
  }
}

/** The service worker controls the page and the query cache holds `text`: what a reload offline needs. */
async function settled(page, text) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction((t) => localStorage.getItem("obyava-query-cache")?.includes(t) ?? false, text);
}

/** Whether the anonymous visitor's job form draft is stored (runs in the page). */
function hasDraft() {
  return new Promise((resolve) => {
    const open = globalThis.indexedDB.open("keyval-store");
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("keyval")) return resolve(false);
      const read = db.transaction("keyval").objectStore("keyval").get("draft:anon:job");
      read.onsuccess = () => resolve(read.result !== undefined);
      read.onerror = () => resolve(false);
    };
  });
}

async function phone(language) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: language.browser,
    serviceWorkers: "allow",
  });
  // The installed app's look: the page believes it runs standalone, so it draws its own back button and tab bar
  // (Chromium cannot emulate the display-mode media feature itself).
  await context.addInitScript(() => {
    const own = globalThis.matchMedia.bind(globalThis);
    globalThis.matchMedia = (query) =>
      query.includes("display-mode: standalone")
        ? {
            matches: true,
            media: query,
            onchange: null,
            addEventListener() {},
            removeEventListener() {},
            addListener() {},
            removeListener() {},
            dispatchEvent: () => false,
          }
        : own(query);
  });
  const page = await context.newPage();
  return { context, page };
}

/** A post of the CDL list, opened online, then reloaded with the network gone. */
async function offlinePost(language, file) {
  const { context, page } = await phone(language);
  try {
    await page.goto(`${origin}${language.prefix}/cdl`, { waitUntil: "networkidle" });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload({ waitUntil: "networkidle" });
    // A post written in the page's language when the first page of the list has one, else the first post.
    const headings = page.getByRole("article").getByRole("heading");
    const own = headings.filter({ hasText: language.script });
    const chosen = (await own.count()) > 0 ? own.first() : headings.first();
    await chosen.getByRole("link").click();
    await page.waitForURL(/\/post\//);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await settled(page, new URL(page.url()).pathname.split("/").pop() ?? "");
    await context.setOffline(true);
    await page.reload();
    await page.locator(".offline-banner").waitFor({ timeout: 20_000 });
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The reload keeps the scroll position the post had; the picture shows its top, under the header.
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await save(page, file);
  } finally {
    await context.close();
  }
}

try {
  for (const language of LANGUAGES) {
    const home = `${origin}${language.prefix || "/"}`;
    const name = (what) => `mobapps-${what}-${language.locale}`;

    // The home page as the installed app opens it: no address bar, the page fills the screen.
    {
      const { context, page } = await phone(language);
      await page.clock.install();
      await page.goto(home, { waitUntil: "networkidle" });
      await page.getByRole("article").first().waitFor();
      await save(page, name("home"));
      // The invitation to install comes after its delay on a visitor's first session.
      await page.clock.fastForward(21_000);
      await page.getByRole("dialog").waitFor();
      await page.waitForLoadState("networkidle");
      // The dialog fades in: the picture is taken once its transition has run (CSS time, not the page's clock).
      await page.evaluate(() =>
        Promise.all(globalThis.document.getAnimations().map((animation) => animation.finished)),
      );
      await save(page, name("popup"));
      await context.close();
    }

    // A post seen once reopens with no network, under the offline notice. Now and then the offline reload does
    // not draw the notice in time on this busy machine: such a try is taken again, from a fresh context.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await offlinePost(language, name("offline"));
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`offline ${language.locale}: try ${String(attempt)} failed, again`);
      }
    }

    // A form left half-filled offers its draft back when it is opened again.
    {
      const { context, page } = await phone(language);
      await page.goto(`${origin}${language.prefix}/form/job`, { waitUntil: "networkidle" });
      const title = page.locator('input[name="title"]');
      await title.fill(language.draftTitle);
      // The draft is written to IndexedDB (idb-keyval's store) a moment after the last keystroke.
      await page.waitForFunction(hasDraft, undefined, { polling: 200 });
      await page.reload({ waitUntil: "networkidle" });
      const offer = page.locator(".draft-offer");
      await offer.waitFor();
      await save(page, name("draft"));
      await context.close();
    }
  }
} finally {
  await browser.close();
  server?.stop();
}
