import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../../src/server/db/client";
import type { Db } from "../../../src/server/db/client";
import { posts, sections } from "../../../src/server/db/schema";
import { seedDemo } from "../../../src/server/seed/demo";
import { RAISED_TEST_ENV, startServer, type RunningServer } from "../../support/server";
import { expect, test } from "../fixtures";
import { newDataDir } from "../../support/data-dir";
import { shot } from "./shots";

/**
 * Promotions as a visitor meets them: a highlighted card and the «Срочно» badge on a listing and on the ad's page,
 * the home slider, and nothing of them once the promotion's end has passed. The journey runs its own server on a
 * database it prepared (the promotions' ends are set there, as a payment's fulfilment or time would set them).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

interface Chosen {
  /** An ad of the job section, highlighted and urgent, dated now so it is on the listing's first page. */
  urgent: { id: number; title: string };
  /** An ad with photos in the home slider (the first of those there). */
  slider: { id: number; title: string };
  sliding: number[];
}

async function withDb<T>(dataDir: string, use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

async function prepare(db: Db): Promise<Chosen> {
  await seedDemo(db);
  // Only the journey's own promotions run: the demo's would make the first screens differ from run to run.
  await db.update(posts).set({ highlightUntil: null, urgentUntil: null, sliderUntil: null });
  const until = new Date(Date.now() + 3 * DAY_MS);
  const [job] = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(and(eq(sections.slug, "job"), eq(posts.status, "active"), sql`${posts.promotedUntil} is null`))
    .orderBy(asc(posts.createdAt))
    .limit(1);
  // Six slides: more than a phone's row shows, so the slider has somewhere to turn.
  const sliding = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(eq(posts.status, "active"), sql`${posts.photos} <> '[]'::jsonb`))
    .limit(6);
  const [withPhotos] = sliding;
  if (!job || !withPhotos) throw new Error("the demo has no job ad or no ad with photos");
  await db
    .update(posts)
    .set({ highlightUntil: until, urgentUntil: until, createdAt: new Date() })
    .where(eq(posts.id, job.id));
  await db
    .update(posts)
    .set({ sliderUntil: until })
    .where(
      inArray(
        posts.id,
        sliding.map((row) => row.id),
      ),
    );
  return { urgent: job, slider: withPhotos, sliding: sliding.map((row) => row.id) };
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

let dataDir = "";
let server: RunningServer | null = null;

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a visitor sees an urgent, highlighted ad and the home slider; once the promotion ends, nothing of it", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // The run's template, copied: the demo data is there already (seedDemo below only checks it).
  dataDir = newDataDir({ prefix: "obyava-looks-" });
  const chosen = await withDb(dataDir, prepare);
  server = await startServer({ dataDir, env: { ...RAISED_TEST_ENV } });
  const origin = server.url;
  await page.context().addCookies([{ name: "hasSeenAppPopup", value: "true", url: origin }]);

  // Home: the server draws the slider into the page (nothing moves when the app takes over)…
  const drawn = await (await page.request.get(`${origin}/`, { headers: { "Accept-Language": "ru" } })).text();
  expect(drawn).toContain('aria-labelledby="home-slider-title"');
  expect(drawn).toContain(chosen.slider.title.replace(/&/g, "&amp;"));
  // …and the slider shows the ads with photos, turned by its buttons and walked by the keyboard.
  await page.goto(`${origin}/`);
  const slider = page.getByRole("region", { name: "Рекомендуем" });
  await expect(slider).toBeVisible();
  const slide = slider.getByRole("link", { name: new RegExp(escapeRegExp(chosen.slider.title)) });
  await expect(slide).toBeVisible();
  await expect(slider.getByRole("listitem")).toHaveCount(chosen.sliding.length);
  await shot(page, testInfo, "home-slider");
  // At its start it can only go forward; a turn forward opens the way back.
  const back = slider.getByRole("button", { name: "Предыдущие" });
  const forth = slider.getByRole("button", { name: "Следующие" });
  await expect(back).toBeDisabled();
  await forth.click();
  await expect(back).toBeEnabled();
  // The keyboard reaches every slide (each is a link).
  const last = slider.getByRole("link").last();
  await last.focus();
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  const sliderAxe = await new AxeBuilder({ page }).include(".home-slider").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(sliderAxe.violations.map((violation) => violation.id)).toEqual([]);

  // The job listing: the ad wears the «Срочно» badge and its card is highlighted.
  await page.goto(`${origin}/job/`);
  const urgentCard = card(page, chosen.urgent.title);
  await expect(urgentCard).toBeVisible();
  await expect(urgentCard.getByText("Срочно", { exact: true })).toBeVisible();
  await expect(urgentCard).toHaveClass(/post-card--highlighted/);
  // Only the promoted ad is marked so.
  await expect(page.getByRole("article").filter({ hasText: "Срочно" })).toHaveCount(1);
  await shot(page, testInfo, "listing");
  const axe = await new AxeBuilder({ page }).include(".post-grid").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The ad's page: the badge beside its title.
  await urgentCard.getByRole("link", { name: chosen.urgent.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: chosen.urgent.title })).toBeVisible();
  await expect(page.locator(".post-page__badges").getByText("Срочно", { exact: true })).toBeVisible();
  await shot(page, testInfo, "ad-page");

  // The promotions end (their dates pass): the server restarts on the same database with the ends in the past.
  await server.stop();
  await withDb(dataDir, async (db) => {
    const past = new Date(Date.now() - 60_000);
    await db
      .update(posts)
      .set({ highlightUntil: past, urgentUntil: past, sliderUntil: past })
      .where(inArray(posts.id, [chosen.urgent.id, ...chosen.sliding]));
  });
  server = await startServer({ dataDir, env: { ...RAISED_TEST_ENV } });
  const after = server.url;
  await page.context().addCookies([{ name: "hasSeenAppPopup", value: "true", url: after }]);

  await page.goto(`${after}/job/`);
  const plainCard = card(page, chosen.urgent.title);
  await expect(plainCard).toBeVisible();
  await expect(plainCard.getByText("Срочно", { exact: true })).toHaveCount(0);
  await expect(plainCard).not.toHaveClass(/post-card--highlighted/);
  await page.goto(`${after}/`);
  await expect(page.getByRole("heading", { level: 2, name: "Свежие объявления" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Рекомендуем" })).toHaveCount(0);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
