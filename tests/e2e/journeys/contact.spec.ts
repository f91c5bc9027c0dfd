import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures";
import { freshPhone } from "../helpers";
import { shot } from "./shots";

/** What idb-keyval keeps under a key (its default database and store), read in the page. */
function storedDraft(key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("keyval-store");
    open.onerror = () => reject(open.error ?? new Error("indexedDB"));
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("keyval")) return resolve(undefined);
      const read = db.transaction("keyval").objectStore("keyval").get(key);
      read.onsuccess = () => resolve(read.result as unknown);
      read.onerror = () => reject(read.error ?? new Error("indexedDB"));
    };
  });
}

test("a visitor writes to the team from a phone: the draft survives a reload, the team gets the mail", async ({
  page,
  request,
}, testInfo) => {
  const phone = freshPhone();
  const words = `Как продвинуть объявление о сдаче комнаты в Бруклине? Код ${String(Date.now()).slice(-6)}`;
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "Связаться с нами" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Напишите нам" })).toBeVisible();

  // The form is drawn by the server and comes alive with its code: its button is enabled then.
  await expect(page.getByRole("button", { name: "Отправить сообщение" })).toBeEnabled();
  // A short name is refused in words, before anything is sent.
  await page.getByLabel("Имя").fill("Ол");
  await page.getByLabel("Сообщение").fill(words);
  await page.getByLabel("Имя").blur();
  await expect(page.getByText("Не менее 3 символов")).toBeVisible();
  await page.getByLabel("Имя").fill("Ольга Бондар");
  await page.getByRole("textbox", { name: "Телефон" }).fill(phone.national);
  await expect(page.getByRole("checkbox", { name: "Зарегистрировать меня по этому номеру" })).toBeChecked();

  // Nothing typed is lost by a reload: the draft is in this device's IndexedDB.
  await expect
    .poll(() => page.evaluate(storedDraft, "draft:anon:team-contact"))
    .toMatchObject({ message: words, name: "Ольга Бондар" });
  await page.reload();
  await expect(page.getByLabel("Сообщение")).toHaveValue(words);
  await expect(page.getByLabel("Имя")).toHaveValue("Ольга Бондар");
  await shot(page, testInfo, "form-filled");
  const form = await new AxeBuilder({ page }).include(".contact-card").analyze();
  expect(form.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Offline, the form says so and keeps the text rather than pretend to send it.
  await page.context().setOffline(true);
  await expect(page.getByText(/Вы офлайн/)).toBeVisible();
  await page.getByRole("button", { name: "Отправить сообщение" }).click();
  await expect(page.getByRole("alert")).toContainText("Нет подключения к интернету");
  await page.context().setOffline(false);
  await expect(page.getByText(/Вы офлайн/)).toHaveCount(0);

  await page.getByRole("button", { name: "Отправить сообщение" }).click();
  const done = page.getByRole("heading", { name: "Сообщение отправлено" });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByText(/ответит на номер/)).toBeVisible();
  // Asked to be registered: the phone is proven by a code, offered here, never by the form itself.
  await expect(page.getByRole("button", { name: "Получить код и зарегистрироваться" })).toBeVisible();
  await shot(page, testInfo, "sent");
  const sent = await new AxeBuilder({ page }).include(".contact-card").analyze();
  expect(sent.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // The team's mailbox (the dev outbox) holds it, in Russian, with the page, name, phone and words.
  let text = "";
  await expect
    .poll(async () => {
      const answer = await request.get("/v1/dev/mail-outbox?to=team@obyava.app");
      const body = (await answer.json()) as { data: { to: string; subject: string; text: string }[] };
      const mail = body.data.find((item) => item.text.includes(words));
      text = mail ? `${mail.to}\n${mail.subject}\n${mail.text}` : "";
      return text;
    })
    .toContain(words);
  expect(text).toContain("team@obyava.app");
  expect(text).toContain("сообщение с формы «/contact-us»");
  expect(text).toContain("Имя: Ольга Бондар");
  expect(text).toContain(`Телефон: ${phone.e164}`);
  expect(text).toContain("Хочет зарегистрироваться по этому номеру: да");

  // The sign-in it offers opens with the phone already typed.
  await page.getByRole("button", { name: "Получить код и зарегистрироваться" }).click();
  const typed = `${phone.national.slice(0, 3)}-${phone.national.slice(3, 6)}-${phone.national.slice(6)}`;
  await expect(page.getByRole("dialog").getByLabel("Номер телефона")).toHaveValue(typed);
  await shot(page, testInfo, "registration-offered");
  await page.keyboard.press("Escape");

  // The draft went with the message: a reload shows an empty form.
  await page.reload();
  await expect(page.getByLabel("Сообщение")).toHaveValue("");
});
