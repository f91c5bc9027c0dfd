import AxeBuilder from "@axe-core/playwright";
import { devices, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, waitingForApp } from "../fixtures";
import { closingTheAppOffer, postJobAdAs, signUp } from "../helpers";
import { shot } from "./shots";

type Colour = "red" | "green" | "blue";
const RGB: Record<Colour, { r: number; g: number; b: number }> = {
  red: { r: 210, g: 40, b: 40 },
  green: { r: 40, g: 170, b: 60 },
  blue: { r: 40, g: 70, b: 210 },
};

/**
 * A phone's photo of one colour with a white stripe across its top. `sideways` stores it lying on its side with
 * the EXIF note "turn me right" (orientation 6), as phones do: shown upright, it is taller than wide.
 */
async function phonePhoto(colour: Colour, sideways = false): Promise<Buffer> {
  const [width, height] = [800, 600];
  const stripe = sideways
    ? `<svg width="${width}" height="${height}"><rect x="0" y="0" width="80" height="${height}" fill="#fff"/></svg>`
    : `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width}" height="80" fill="#fff"/></svg>`;
  const image = sharp({ create: { width, height, channels: 3, background: RGB[colour] } }).composite([
    { input: Buffer.from(stripe), top: 0, left: 0 },
  ]);
  return sideways ? image.jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer() : image.png().toBuffer();
}

/** The colour a person sees in the middle of a loaded picture (read from the decoded image, not its address). */
async function colourOf(image: Locator): Promise<Colour | "none"> {
  // A person looks at it: thumbnails load lazily, once on screen (after a reload the page may open scrolled above).
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = 8;
    canvas.height = 8;
    const context = canvas.getContext("2d");
    if (!context) return "none";
    const width = element.naturalWidth;
    const height = element.naturalHeight;
    context.drawImage(element, width * 0.4, height * 0.6, width * 0.2, height * 0.2, 0, 0, 8, 8);
    const [r = 0, g = 0, b = 0] = context.getImageData(4, 4, 1, 1).data;
    if (r > g + 60 && r > b + 60) return "red";
    if (g > r + 60 && g > b + 60) return "green";
    if (b > r + 60 && b > g + 60) return "blue";
    return "none";
  });
}

/** Nothing an accessibility checker finds wrong in a part of the page. */
async function expectAccessible(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Drags one element onto another with a mouse, in small steps as a hand moves. */
async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("nothing to drag");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Drags one element onto another with a finger (touch input as a phone's screen sends it). */
async function touchDragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("nothing to drag");
  const session = await page.context().newCDPSession(page);
  const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
  const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
  const at = (share: number) => [{ x: x0 + (x1 - x0) * share, y: y0 + (y1 - y0) * share }];
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let step = 1; step <= 12; step += 1) {
    await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step / 12) });
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await session.detach();
}

/**
 * A swipe's outcome on the strip: one photo further. Headless Chromium here does not turn synthesized touches into
 * native scrolling, so the strip is scrolled as a finger would leave it; the count must follow however it moved.
 */
async function swipeLeft(strip: Locator): Promise<void> {
  await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: "smooth" }));
}

test("photos: posted in the chosen order, seen on the card, in the gallery and full screen", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people, three uploads, a drag, a gallery and a full-screen view: more than a minute on a shared machine.
  test.slow();
  await closingTheAppOffer(page);
  const author = await signUp(page, request, "Олена Гнатюк");
  const stamp = String(Date.now()).slice(-6);
  const title = `Маникюрный салон ищет мастера ${stamp}`;
  // A second ad of the author, with no photos: its card must still look like one.
  const bare = await postJobAdAs(page, `Сборщик мебели без опыта ${stamp}`, author.national);

  await page.goto("/form/job");
  const typed = {
    Заголовок: title,
    Описание: "Салон на Брайтоне, свой инструмент не нужен, клиенты с первого дня. Оплата каждую неделю.",
    "Контактное лицо": "Олена",
  };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
  await page.getByRole("checkbox", { name: "Склад и логистика" }).check();
  await page.getByLabel("Где показывать объявление").selectOption({ label: "Чикаго" });
  await page.locator('input[type="file"]').setInputFiles([
    { name: "salon.png", mimeType: "image/png", buffer: await phonePhoto("red") },
    { name: "zal.png", mimeType: "image/png", buffer: await phonePhoto("green") },
    { name: "vitrina.jpg", mimeType: "image/jpeg", buffer: await phonePhoto("blue", true) },
  ]);
  const photos = page.locator(".photo-grid__item");
  await expect(photos).toHaveCount(3);
  await expect(page.getByText("Добавлено 3 из 10")).toBeVisible();
  expect(await colourOf(photos.nth(0).getByRole("img"))).toBe("red");

  // The storefront should be the cover: on the phone the author drags the last photo by its handle onto the first.
  await page.getByRole("list").filter({ has: photos.first() }).scrollIntoViewIfNeeded();
  await touchDragOnto(page, photos.nth(2).getByTitle("Перетащите, чтобы переставить"), photos.nth(0));
  expect(await colourOf(photos.nth(0).getByRole("img"))).toBe("blue");
  await expect(photos.nth(0).getByText("Обложка", { exact: true })).toBeVisible();
  expect(await colourOf(photos.nth(1).getByRole("img"))).toBe("red");
  expect(await colourOf(photos.nth(2).getByRole("img"))).toBe("green");
  // A mouse takes a photo anywhere; the keyboard's buttons say what they do, photo by photo.
  await dragOnto(page, photos.nth(2).getByRole("img"), photos.nth(1).getByRole("img"));
  expect(await colourOf(photos.nth(1).getByRole("img"))).toBe("green");
  await page.getByRole("button", { name: "Переместить фото 2 правее" }).click();
  expect(await colourOf(photos.nth(1).getByRole("img"))).toBe("red");
  expect(await colourOf(photos.nth(2).getByRole("img"))).toBe("green");
  await expectAccessible(page, ".photo-grid");
  await shot(page, testInfo, "author-orders-the-photos");

  // The draft keeps the order: after a reload the form comes back with the storefront first.
  await page.reload();
  const offer = page.getByRole("region", { name: "Черновик" });
  await offer.getByRole("button", { name: "Продолжить черновик" }).click();
  await expect(photos).toHaveCount(3);
  expect(await colourOf(photos.nth(0).getByRole("img"))).toBe("blue");
  expect(await colourOf(photos.nth(2).getByRole("img"))).toBe("green");

  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByRole("heading", { name: "Объявление опубликовано" })).toBeVisible();

  // A second person, at a desktop, finds both ads in the listing.
  const other = await browser.newContext({
    ...devices["Desktop Chrome"],
    locale: "ru-RU",
    viewport: { width: 1366, height: 900 },
    // Asks for less motion: photos change in place, the full-screen view opens without fading.
    reducedMotion: "reduce",
  });
  const visitor = waitingForApp(await other.newPage());
  await closingTheAppOffer(visitor);
  await visitor.goto(`/job?q=${encodeURIComponent(stamp)}`);
  const card = visitor.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  const cover = card.locator(".post-card__media img");
  expect(await colourOf(cover)).toBe("blue");
  // The card reserves its photo's box before the bytes arrive: nothing below it moves.
  expect(await cover.getAttribute("width")).toBeTruthy();
  const bareCard = visitor.getByRole("article").filter({ hasText: bare.title });
  await expect(bareCard.locator("[data-section-art]")).toBeVisible();
  await expect(bareCard.locator("img")).toHaveCount(0);
  await expectAccessible(visitor, ".post-grid");
  await shot(visitor, testInfo, "visitor-sees-the-covers");

  // The ad's gallery: the cover first, upright, then the others by the arrow and the keyboard.
  await card.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const gallery = visitor.getByRole("figure", { name: "Фотографии" });
  await expect(gallery.getByText("1 / 3")).toBeVisible();
  const first = gallery.getByRole("img", { name: "Фото 1 из 3" });
  expect(await colourOf(first)).toBe("blue");
  const upright = await first.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth);
  expect(upright).toBe(true);
  await gallery.getByRole("button", { name: "Следующее фото" }).click();
  await expect(gallery.getByText("2 / 3")).toBeVisible();
  await gallery.getByRole("list", { name: "Фотографии: листайте стрелками" }).press("ArrowRight");
  await expect(gallery.getByText("3 / 3")).toBeVisible();
  await gallery.getByRole("list", { name: "Фотографии: листайте стрелками" }).press("ArrowLeft");
  await expect(gallery.getByText("2 / 3")).toBeVisible();
  await expectAccessible(visitor, ".gallery");
  await shot(visitor, testInfo, "visitor-leafs-through-the-gallery");

  // Full screen at the photo being looked at; a swipe moves on; Escape closes and the focus comes back.
  const opener = gallery.getByRole("button", { name: "Открыть фото на весь экран" });
  await opener.click();
  const viewer = visitor.getByRole("dialog", { name: "Фотографии на весь экран" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("2 / 3")).toBeVisible();
  // Swipes count once it has faded in.
  await expect(viewer).toHaveAttribute("aria-busy", "false");
  await expectAccessible(visitor, ".pswp");
  await shot(visitor, testInfo, "visitor-full-screen");
  // Most of the screen's width: the viewer moves on by distance whatever the speed (a slow machine drags slowly).
  await visitor.mouse.move(1200, 450);
  await visitor.mouse.down();
  await visitor.mouse.move(150, 460, { steps: 12 });
  await visitor.mouse.up();
  await expect(viewer.getByText("3 / 3")).toBeVisible();
  await visitor.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(gallery.getByText("3 / 3")).toBeVisible();
  await other.close();

  // On the author's phone the strip swipes (no arrows there): the count follows it.
  await page.getByRole("link", { name: "Открыть объявление" }).click();
  const phoneGallery = page.getByRole("figure", { name: "Фотографии" });
  await expect(phoneGallery.getByText("1 / 3")).toBeVisible();
  await expect(phoneGallery.getByRole("button", { name: "Следующее фото" })).toBeHidden();
  await swipeLeft(phoneGallery.getByRole("list", { name: "Фотографии: листайте стрелками" }));
  await expect(phoneGallery.getByText("2 / 3")).toBeVisible();
  await shot(page, testInfo, "author-swipes-on-the-phone");
});
