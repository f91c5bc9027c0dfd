import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BannedWordsTab } from "../../src/client/features/admin/content/BannedWordsTab";
import { BannersTab } from "../../src/client/features/admin/content/BannersTab";
import { CategoriesTab } from "../../src/client/features/admin/content/CategoriesTab";
import { PagesTab } from "../../src/client/features/admin/content/PagesTab";
import { SettingsTab } from "../../src/client/features/admin/content/SettingsTab";
import { createQueryClient } from "../../src/client/lib/query-client";

vi.mock("../../src/client/lib/useLocale", () => ({ useLocale: () => "ru" }));

// A modal dialog in jsdom: opening one only marks it open.
Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  },
  close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  },
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The console's API as the screens call it: answers by "METHOD path", every call written down. */
function serve(routes: Record<string, (body: unknown) => { status?: number; body: unknown }>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", (input: string, init: RequestInit) => {
    const method = init.method ?? "GET";
    const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: input, body });
    const route = routes[`${method} ${input}`];
    const answer = route ? route(body) : { status: 404, body: { message: "Не найдено." } };
    const status = answer.status ?? 200;
    return Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify(answer.body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
    );
  });
  return sent;
}

function show(tab: ReactElement, queryClient: QueryClient = createQueryClient()) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{tab}</QueryClientProvider>
    </I18nProvider>,
  );
}

const SETTINGS = { report_hide_threshold: 3, trusted_approved_ads: 3, ads_per_day: 10, messages_per_hour: 60 };
const me = (role: "moderator" | "admin") => () => ({ body: { data: { id: 1, name: "Команда", role } } });

beforeEach(() => i18n.loadAndActivate({ locale: "ru", messages: {} }));
afterEach(() => vi.unstubAllGlobals());

describe("the console's settings tab", () => {
  it("lets an admin change a number and says it is in force", async () => {
    const sent = serve({
      "GET /v1/admin/me": me("admin"),
      "GET /v1/admin/settings": () => ({ body: { data: SETTINGS } }),
      "PUT /v1/admin/settings": (body) => ({ body: { data: body } }),
    });
    show(<SettingsTab />);
    const threshold = await screen.findByLabelText(/Жалоб, чтобы скрыть объявление/);
    expect(threshold).toHaveValue(3);
    fireEvent.change(threshold, { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Настройки сохранены и уже действуют.");
    expect(sent.find((call) => call.method === "PUT")?.body).toEqual({ ...SETTINGS, report_hide_threshold: 5 });
  });

  it("shows a moderator the numbers without the means to change them", async () => {
    serve({ "GET /v1/admin/me": me("moderator"), "GET /v1/admin/settings": () => ({ body: { data: SETTINGS } }) });
    show(<SettingsTab />);
    expect(await screen.findByText(/Изменять это может только администратор/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Объявлений в день/)).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Сохранить" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a field next to it", async () => {
    serve({
      "GET /v1/admin/settings": () => ({ body: { data: SETTINGS } }),
      "PUT /v1/admin/settings": () => ({
        status: 422,
        body: { message: "Недопустимое значение", errors: { ads_per_day: ["Недопустимое значение"] } },
      }),
    });
    show(<SettingsTab />);
    fireEvent.change(await screen.findByLabelText(/Объявлений в день/), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    const field = (await screen.findByLabelText(/Объявлений в день/)).closest(".field");
    await waitFor(() => expect(field).toHaveTextContent("Недопустимое значение"));
    expect(screen.getByLabelText(/Объявлений в день/)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("the console's banned words tab", () => {
  it("adds a word, says when it is already listed, and removes one after asking", async () => {
    const words = [{ id: 7, word: "крипта", created_at: "2026-11-24T10:00:00.000Z" }];
    const sent = serve({
      "GET /v1/admin/banned-words": () => ({ body: { data: words } }),
      "POST /v1/admin/banned-words": (body) => {
        const word = (body as { word: string }).word;
        if (words.some((row) => row.word === word))
          return { status: 409, body: { message: "Это слово уже есть в списке." } };
        words.push({ id: 8, word, created_at: "2026-11-24T11:00:00.000Z" });
        return { status: 201, body: { data: words.at(-1) } };
      },
      "DELETE /v1/admin/banned-words/7": () => ({ status: 204, body: null }),
    });
    show(<BannedWordsTab />);
    expect(await screen.findByText("1 слово в списке")).toBeInTheDocument();
    const input = screen.getByLabelText(/Новое слово или фраза/);
    fireEvent.change(input, { target: { value: "крипта" } });
    fireEvent.click(screen.getByRole("button", { name: "Добавить" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Это слово уже есть в списке.");
    fireEvent.change(input, { target: { value: "обнал" } });
    fireEvent.click(screen.getByRole("button", { name: "Добавить" }));
    expect(await screen.findByText("Слово «обнал» добавлено.")).toBeInTheDocument();
    expect(await screen.findByText("2 слова в списке")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Удалить слово «крипта»" }));
    const dialog = await screen.findByRole("dialog", { name: "Удалить слово «крипта»?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Удалить" }));
    await waitFor(() => expect(sent.some((call) => call.method === "DELETE")).toBe(true));
  });
});

describe("the console's categories tab", () => {
  it("renames a category in the four languages", async () => {
    const category = {
      id: 3,
      section: "cdl",
      slug: "dry-van",
      name: { ru: "Драйвер", ua: "Драйвер", pl: "Kierowca", en: "Driver" },
      sort: 1,
      ads: 12,
    };
    const sent = serve({
      "GET /v1/admin/categories": () => ({ body: { data: [category] } }),
      "GET /v1/sections": () => ({ body: { data: [{ id: 1, slug: "cdl", name: "Работа CDL", categories: [] }] } }),
      "PUT /v1/admin/categories/3": (body) => ({ body: { data: { ...category, ...(body as object) } } }),
    });
    show(<CategoriesTab />);
    expect(await screen.findByText("Объявлений: 12")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Изменить категорию «Драйвер»" }));
    const dialog = await screen.findByRole("dialog", { name: "Категория «Драйвер»" });
    fireEvent.change(within(dialog).getByLabelText(/Название: English/), { target: { value: "Dry van driver" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Сохранить" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent.find((call) => call.method === "PUT")?.body).toEqual({
      name: { ...category.name, en: "Dry van driver" },
      sort: 1,
    });
  });
});

describe("the console's pages tab", () => {
  it("previews the Markdown as the site draws it and saves a new version with a reason", async () => {
    const version = {
      page: "faq",
      locale: "ru",
      version: 2,
      effective_on: "2026-11-01",
      title: "Вопросы и ответы",
      description: "Ответы на частые вопросы.",
      body: "## Как подать объявление\n\nНажмите кнопку.",
      updated_by: null,
    };
    let saved: typeof version | null = null;
    const sent = serve({
      "GET /v1/admin/pages": () => ({ body: { data: [{ page: "faq", versions: { ru: 2 } }] } }),
      "GET /v1/admin/pages/faq/ru": () => ({ body: { data: saved ?? version } }),
      "POST /v1/admin/pages/preview": (body) => {
        const heading = /^## (.+)$/m.exec((body as { body: string }).body)?.[1] ?? "";
        return { body: { data: [{ type: "heading", level: 2, id: "h", text: heading }] } };
      },
      "PUT /v1/admin/pages/faq/ru": (body) => {
        // The page is read again after the save: its newest version is the one just saved.
        saved = { ...version, ...(body as { body: string }), version: 3 };
        return { body: { data: saved } };
      },
    });
    show(<PagesTab />);
    expect(await screen.findByRole("heading", { name: "Как подать объявление" })).toBeInTheDocument();
    const text = screen.getByLabelText(/Текст \(Markdown\)/);
    fireEvent.change(text, { target: { value: "## Как продать быстрее\n\nСделайте фото." } });
    expect(await screen.findByRole("heading", { name: "Как продать быстрее" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Причина изменения/), { target: { value: "Новый совет" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить новую версию" }));
    expect(await screen.findByText("Версия 3 сохранена и уже на сайте.")).toBeInTheDocument();
    expect(sent.find((call) => call.method === "PUT")?.body).toEqual({
      title: version.title,
      description: version.description,
      body: "## Как продать быстрее\n\nСделайте фото.",
      reason: "Новый совет",
    });
  });
});

describe("the console's banners tab", () => {
  it("stops a running banner with a reason", async () => {
    const banner = {
      id: 5,
      placement: "top",
      title: "Страховка для траков",
      link: "https://example.com/insurance",
      image: null,
      starts_on: "2026-11-01T00:00:00.000Z",
      ends_on: null,
      active: true,
      owner: { id: 9, name: "Траковая страховка" },
      impressions: 1200,
      clicks: 40,
    };
    const sent = serve({
      "GET /v1/admin/banners": () => ({ body: { data: [banner] } }),
      "POST /v1/admin/banners/5/stop": () => ({ body: { data: { ...banner, active: false } } }),
    });
    show(<BannersTab />);
    expect(await screen.findByText("Показы: 1200")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Остановить баннер «Страховка для траков»" }));
    const dialog = await screen.findByRole("dialog", { name: "Остановить баннер «Страховка для траков»?" });
    fireEvent.change(within(dialog).getByLabelText(/Причина/), { target: { value: "Битая ссылка" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Остановить" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent.find((call) => call.method === "POST")?.body).toEqual({ reason: "Битая ссылка" });
  });
});
