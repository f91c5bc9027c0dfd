import { expect, test } from "./fixtures";
import { freshPhone, lastCode, signInWithPhone, signUp } from "./helpers";

test("a visitor signs in with a phone code, stays signed in after a reload and signs out", async ({
  page,
  request,
}) => {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { level: 1, name: "Вход или регистрация" })).toBeVisible();
  // A wrong number is refused in the visitor's language before anything is sent.
  await page.getByLabel("Номер телефона").fill("555-12");
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByText("Неправильный номер телефона")).toBeVisible();

  const phone = freshPhone();
  await signInWithPhone(page, request, phone.national, phone.e164);
  // A new account finishes its registration first.
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await page.getByLabel("Имя").fill("Ol");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Не менее 3 символов")).toBeVisible();
  await page.getByLabel("Имя").fill("Ольга Петренко");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/profile\/listing$/);

  await page.reload();
  await expect(page).toHaveURL(/\/profile\/listing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Мои объявления" })).toBeVisible();
  // Signed in, the sign-in page sends the user to their ads.
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/profile\/listing$/);

  await page.getByRole("navigation", { name: "Личный кабинет" }).getByRole("button", { name: "Выйти" }).click();
  await page.getByRole("dialog", { name: "Выйти из аккаунта?" }).getByRole("button", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/profile/listing");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a wrong code is refused, cleared and shown for a moment", async ({ page, request }) => {
  await page.goto("/en/auth/login");
  const phone = freshPhone();
  await page.getByLabel("Phone number").fill(phone.national);
  await page.getByRole("button", { name: "Get the code" }).click();
  const real = await lastCode(request, phone.e164);
  await page.getByLabel("Code from the SMS").fill(real === "000000" ? "111111" : "000000");
  await expect(page.getByRole("alert")).toHaveText("Check that the code is right, or ask for a new code.");
  await expect(page.getByLabel("Code from the SMS")).toHaveValue("");
  await expect(page.getByRole("alert")).toBeHidden({ timeout: 5000 });
  await expect(page.getByText(/Send the code again in \d+ s/)).toBeVisible();
});

test("signing in from the popup keeps the visitor on the listing (a new one names themselves on the way)", async ({
  page,
  request,
}) => {
  await page.goto("/cdl");
  await page.getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog", { name: "Вход или регистрация" });
  await expect(dialog).toBeVisible();
  const phone = freshPhone();
  await dialog.getByLabel("Номер телефона").fill(phone.national);
  await dialog.getByRole("button", { name: "Получить код" }).click();
  await dialog.getByLabel("Код из SMS").fill(await lastCode(request, phone.e164));
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await page.getByLabel("Имя").fill("Павло Стус");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/cdl$/);
  await expect(page.getByRole("link", { name: "Мои объявления" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Мои объявления" })).toBeVisible();
});

test("a signed-in user reloading a page never sees «Войти» flash in the header", async ({ page, request }) => {
  await signUp(page, request, "Лука Бойко");
  // Every state the header passes through, from the first byte of each page on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { headerStates: seen });
    new MutationObserver(() => {
      const corner = document.querySelector(".site-header")?.textContent ?? "";
      if (corner.includes("Войти")) seen.push("Войти");
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const path of ["/profile/listing", "/job", "/"]) {
    await page.goto(path);
    await expect(page.locator(".site-header").getByRole("link", { name: "Мои объявления" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { headerStates: string[] }).headerStates)).toEqual([]);
  }
});
