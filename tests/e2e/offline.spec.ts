import { expect, test } from "@playwright/test";

test("the home page, visited once, reloads with its posts and no network", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("article")).toHaveCount(20);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const firstTitle = await page.getByRole("article").first().getByRole("heading").textContent();
  // The query cache is saved at most once a second.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("obyava-query-cache")?.includes('"posts"') ?? false))
    .toBe(true);

  await context.setOffline(true);
  // The network is really gone: the API does not answer.
  const reachable = await page.evaluate(() =>
    fetch(`/v1/posts?nocache=${Date.now()}`).then(
      () => true,
      () => false,
    ),
  );
  expect(reachable).toBe(false);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Объявления для своих в США" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(20);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(firstTitle ?? "");
  await context.setOffline(false);
});
