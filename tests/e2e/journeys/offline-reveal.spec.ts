import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp, waitForController, waitForPersisted } from "../helpers";
import { shot } from "./shots";

test("a phone revealed once stays readable offline; one never revealed says it needs a connection", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people, a dozen steps each: longer than one page's test.
  test.setTimeout(120_000);
  // The author posts two ads from their own browser.
  const author = await signUp(page, request, "Богдан Коваль");
  const stamp = String(Date.now()).slice(-6);
  const revealed = await postJobAdAs(page, `Водитель на развозку в Бруклине ${stamp}`, author.national);
  const unseen = await postJobAdAs(page, `Грузчик на склад в Нью-Джерси ${stamp}`, author.national);
  const n = author.national;
  const shown = `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;

  // A truck driver browses both ads while connected and reveals the first one's phone.
  const other = await browser.newContext({ locale: "ru-RU" });
  const driver = waitingForApp(await other.newPage());
  await driver.goto("/job");
  await waitForController(driver);
  await driver.goto(`/job?q=${encodeURIComponent(revealed.title)}`);
  await driver.getByRole("link", { name: revealed.title }).click();
  await expect(driver.getByRole("heading", { level: 1, name: revealed.title })).toBeVisible();
  await driver.getByRole("button", { name: "Показать телефон" }).click();
  const call = driver.getByRole("link", { name: shown });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", `tel:+1${n}`);
  await expect(driver.getByText(`+1${n}`)).toHaveCount(0);
  await shot(driver, testInfo, "phone-revealed");

  await driver.goto(`/job/post/${unseen.slug}`);
  await expect(driver.getByRole("heading", { level: 1, name: unseen.title })).toBeVisible();
  // The pages arrived drawn with their data (the worker's API cache never saw it): the persisted query cache
  // must hold each ad itself, not only the address's redirect lookup, before the signal goes.
  await waitForPersisted(driver, `"detail","ru","job","${unseen.slug}"`);
  await waitForPersisted(driver, revealed.slug);

  // On the road, no signal: the first ad's phone is still there.
  await other.setOffline(true);
  await driver.goto(`/job/post/${revealed.slug}`);
  await expect(driver.getByRole("heading", { level: 1, name: revealed.title })).toBeVisible();
  await driver.getByRole("button", { name: "Показать телефон" }).click();
  await expect(driver.getByRole("link", { name: shown })).toHaveAttribute("href", `tel:+1${n}`);
  await expect(driver.getByText("Номер сохранён на этом устройстве")).toBeVisible();
  await shot(driver, testInfo, "offline-phone-kept");

  // The second ad's phone was never revealed: the page says it needs a connection.
  await driver.goto(`/job/post/${unseen.slug}`);
  await expect(driver.getByRole("heading", { level: 1, name: unseen.title })).toBeVisible();
  await driver.getByRole("button", { name: "Показать телефон" }).click();
  await expect(driver.getByText("Нет связи. Телефон можно будет показать, когда появится интернет.")).toBeVisible();
  await expect(driver.getByRole("link", { name: shown })).toHaveCount(0);
  await shot(driver, testInfo, "offline-phone-unknown");

  // Back online, the same button shows it.
  await other.setOffline(false);
  await driver.getByRole("button", { name: "Показать телефон" }).click();
  await expect(driver.getByRole("link", { name: shown })).toBeVisible();
  await other.close();
});
