import type { Page } from "@playwright/test";
import { expect, serverTest as base, test } from "./fixtures";
import { signUp } from "./helpers";

/**
 * The Content-Security-Policy must break nothing (docs/security.md): every page the app draws, run
 * with JavaScript, reports no violation, whether the server or the service worker answered it.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => Promise<void> }).reportCspViolation;
      void report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} in ${event.documentURI} ` +
          `(${event.sourceFile}:${String(event.lineNumber)})`,
      );
    });
  });
  page.on("console", (message) => {
    if (
      /Content Security Policy|Permissions-Policy|Refused to (?:load|execute|apply|connect|frame)/i.test(message.text())
    )
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test("home, a listing, a post, the ad form and sign-in run under the CSP without a violation", async ({ page }) => {
  const violations = await watchViolations(page);

  const first = await page.goto("/");
  expect(first?.headers()["content-security-policy"]).toContain("frame-ancestors");
  await expect(page.locator("h1").first()).toBeVisible();

  await page.goto("/job");
  await expect(page.locator("h1").first()).toBeVisible();
  // A post, reached as a visitor does: from the listing, then loaded on its own (the server's drawn page).
  const href = await page.locator('a[href*="/post/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  await page.locator('a[href*="/post/"]').first().click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.locator("h1").first()).toBeVisible();
  await page.goto(href ?? "/");
  await expect(page.locator("h1").first()).toBeVisible();

  await page.goto("/form/job");
  await expect(page.locator("h1").first()).toBeVisible();
  await page.goto("/auth/login");
  await expect(page.getByLabel("Номер телефона")).toBeVisible();
  // Loaded again: the service worker answers now, with the shell it keeps.
  await page.goto("/job");
  await expect(page.locator("h1").first()).toBeVisible();

  expect(violations).toEqual([]);
});

test("a signed-in visitor's pages and the quick-auth iframe run under the CSP without a violation", async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  // The quick-auth overlay frames our own sign-in page: allowed for this origin.
  await page.goto("/job");
  const framed = await page.evaluate(async () => {
    const frame = document.createElement("iframe");
    frame.src = "/auth/email-login?temp=true";
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    return frame.contentDocument?.location.pathname ?? null;
  });
  expect(framed).toBe("/auth/email-login");

  await signUp(page, request, "Марта Ковальчук");
  await page.goto("/form/job");
  await expect(page.getByLabel("Заголовок")).toBeVisible();
  await page.goto("/profile/listing");
  await expect(page.locator("h1").first()).toBeVisible();
  expect(violations).toEqual([]);
});

base("another site cannot frame a page, the sign-in page included", async ({ page, baseURL }) => {
  const site = baseURL ?? "http://127.0.0.1";
  // A page of another site that frames ours (served by the test itself), and a page of its own as a control.
  await page.route("http://framer.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: route.request().url().endsWith("/inner")
        ? "<!doctype html><p>inner</p>"
        : `<!doctype html><iframe src="/inner"></iframe><iframe src="${site}/job"></iframe><iframe ` +
          `src="${site}/auth/login"></iframe>`,
    }),
  );
  await page.goto("http://framer.example/");
  const [, control, job, signIn] = page.frames();
  await expect.poll(() => control?.url()).toBe("http://framer.example/inner");
  // The browser refuses our pages (frame-ancestors, X-Frame-Options): an error page stands in their place.
  for (const frame of [job, signIn]) {
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  }
});
