import type { Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { freshPhone, lastCode, postJobAdAs, signInWithPhone, signUp } from "../helpers";

/** The author's ad, posted with their session: what the second person finds. */
const postWelderAd = (page: Page, phone: string) =>
  postJobAdAs(page, `Сварщик в мастерскую в Бруклине ${String(Date.now()).slice(-6)}`, phone, {
    description: "Аргон и полуавтомат, опыт от двух лет, оплата каждую пятницу.",
  });

test("two people meet in the chat: one writes about an ad, the author answers, both read it all", async ({
  page,
  request,
  browser,
}) => {
  const author = await signUp(page, request, "Богдан Коваль");
  const ad = await postWelderAd(page, author.national);

  const visitorContext = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await visitorContext.newPage());
  await signUp(visitor, visitorContext.request, "Ирина Лысенко");
  await visitor.goto(`/job/post/${ad.slug}`);
  const starter = visitor.locator("section", { hasText: "Написать автору" }).last();
  await starter.getByLabel("Сообщение").fill("Здравствуйте! Вакансия ещё открыта?");
  await starter.getByRole("button", { name: "Отправить" }).click();
  await starter.getByRole("link", { name: "Открыть переписку" }).click();
  // The open conversation: a region named by the ad it is about.
  const threadOf = (person: Page) => person.getByRole("region", { name: new RegExp(ad.title) });
  await expect(threadOf(visitor).getByText("Здравствуйте! Вакансия ещё открыта?")).toBeVisible();

  // A second message from the thread itself: the page stays the thread, the message joins it.
  await visitor.getByLabel("Сообщение").fill("Можно прийти завтра в десять?");
  await visitor.getByRole("button", { name: "Отправить" }).click();
  await expect(threadOf(visitor).getByText("Можно прийти завтра в десять?")).toBeVisible();
  await expect(visitor.getByText("Что-то пошло не так")).toHaveCount(0);

  // The author finds it in their messages, under the visitor's name and the ad's title, and answers.
  await page.goto("/profile/chat");
  const item = page.getByRole("link", { name: /Ирина Лысенко/ });
  await expect(item).toContainText(ad.title);
  await item.click();
  await expect(threadOf(page).getByText("Можно прийти завтра в десять?")).toBeVisible();
  await page.getByLabel("Сообщение").fill("Да, приходите, адрес пришлю.");
  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(threadOf(page).getByText("Да, приходите, адрес пришлю.")).toBeVisible();
  await expect(page.getByText("Что-то пошло не так")).toHaveCount(0);

  // The visitor reads the answer in the same thread.
  await visitor.reload();
  await expect(threadOf(visitor).getByText("Да, приходите, адрес пришлю.")).toBeVisible();
  await expect(threadOf(visitor).getByText("Здравствуйте! Вакансия ещё открыта?")).toBeVisible();
  await visitorContext.close();
});

test("a visitor who skipped giving a name is asked for it before writing, and the author reads it", async ({
  page,
  request,
  browser,
}) => {
  const author = await signUp(page, request, "Богдан Коваль");
  const ad = await postWelderAd(page, author.national);

  // Signed in, but gone from «Завершение регистрации» without a name.
  const visitorContext = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await visitorContext.newPage());
  const phone = freshPhone();
  await visitor.goto("/auth/login");
  await signInWithPhone(visitor, visitorContext.request, phone.national, phone.e164);
  await expect(visitor).toHaveURL(/\/profile\/finish-registration$/);
  await visitor.goto(`/job/post/${ad.slug}`);

  const starter = visitor.locator("section", { hasText: "Написать автору" }).last();
  await starter.getByLabel("Ваше имя").fill("Ол");
  await starter.getByLabel("Сообщение").fill("Добрый день, ещё ищете сварщика?");
  await starter.getByRole("button", { name: "Отправить" }).click();
  await expect(starter.getByText("Не менее 3 символов")).toBeVisible();
  await starter.getByLabel("Ваше имя").fill("Олег");
  await starter.getByRole("button", { name: "Отправить" }).click();
  await expect(starter.getByRole("link", { name: "Открыть переписку" })).toBeVisible();

  await page.goto("/profile/chat");
  await expect(page.getByRole("link", { name: /Олег/ })).toContainText("Добрый день, ещё ищете сварщика?");
  await expect(page.getByText("Имя не указано")).toHaveCount(0);
  await visitorContext.close();
});

test("a visitor who signs up from the contact form is named by the name typed there when they chat", async ({
  page,
  request,
  browser,
}) => {
  const author = await signUp(page, request, "Богдан Коваль");
  const ad = await postWelderAd(page, author.national);

  const visitorContext = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await visitorContext.newPage());
  await visitor.goto(`/job/post/${ad.slug}`);
  const form = visitor.locator("section", { hasText: "Написать автору" }).last();
  const phone = freshPhone();
  // The server draws the form; it takes typing once React runs it (its send button is enabled then).
  await expect(form.getByRole("button", { name: "Отправить автору" })).toBeEnabled();
  await form.getByLabel("Имя").fill("Олеся");
  // Typed key by key, as a person does: the masked field formats as it goes.
  await form.getByRole("textbox", { name: "Телефон" }).pressSequentially(phone.national);
  await expect(form.getByRole("textbox", { name: "Телефон" })).toHaveValue(/^\d{3}-\d{3}-\d{4}$/);
  await form.getByLabel("Сообщение").fill("Вакансия ещё открыта?");
  await form.getByRole("button", { name: "Отправить автору" }).click();
  // «Зарегистрироваться по этому номеру» is on: the sign-in by code opens with the number typed.
  const dialog = visitor.getByRole("dialog");
  await dialog.getByRole("button", { name: "Получить код" }).click();
  await dialog.getByLabel("Код из SMS").fill(await lastCode(visitorContext.request, phone.e164));
  // A new account confirms its name once: the one typed in the contact form is already there.
  await expect(visitor).toHaveURL(/\/profile\/finish-registration$/);
  await expect(visitor.getByLabel("Имя")).toHaveValue("Олеся");
  await visitor.getByRole("button", { name: "Сохранить" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/job/post/${ad.slug}$`));

  // Signed in: the chat is open to them, and nobody asks their name again.
  const starter = visitor.locator("section", { hasText: "Написать автору" }).last();
  await expect(starter.getByLabel("Ваше имя")).toHaveCount(0);
  await starter.getByLabel("Сообщение").fill("Могу подойти сегодня?");
  await starter.getByRole("button", { name: "Отправить" }).click();
  await expect(starter.getByRole("link", { name: "Открыть переписку" })).toBeVisible();

  await page.goto("/profile/chat");
  await expect(page.getByRole("link", { name: /Олеся/ })).toContainText("Могу подойти сегодня?");
  await visitorContext.close();
});
