import fs from "node:fs";
import path from "node:path";
import { i18n, type Messages } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import AppPopupView from "../../src/client/features/pwa/AppPopupView";
import { publicationCountQuery } from "../../src/client/api/publication-count";
import { LOCALE_TAGS, type Locale } from "../../src/shared/locales";

const po = formatter({ lineNumbers: false });

// jsdom has no modal dialogs: opening one only marks it open here.
Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  },
  close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  },
});

/** A language's catalog, compiled from its .po file as the build does. */
async function activate(locale: Locale): Promise<void> {
  const filename = path.resolve("src/locales", locale, "messages.po");
  const catalog = await po.parse(fs.readFileSync(filename, "utf8"), { locale, sourceLocale: "ru", filename });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    const text = entry.translation || entry.message;
    if (text) messages[id] = compileMessage(text);
  }
  i18n.load(locale, messages);
  i18n.activate(locale, [LOCALE_TAGS[locale]]);
}

function showPopup(locale: Locale, total: number | undefined): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (total !== undefined) queryClient.setQueryData(publicationCountQuery(locale).queryKey, { data: { total } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <AppPopupView pathname={locale === "ru" ? "/" : `/${locale}`} onClose={() => undefined} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe("the app popup's figure", () => {
  const cases: [Locale, number, string][] = [
    ["ru", 102_725, "102 725 объявлений на сайте"],
    ["ru", 1, "1 объявление на сайте"],
    ["ru", 23, "23 объявления на сайте"],
    ["ua", 102_725, "102 725 оголошень на сайті"],
    ["ua", 21, "21 оголошення на сайті"],
    ["pl", 102_725, "102 725 ogłoszeń w serwisie"],
    ["pl", 22, "22 ogłoszenia w serwisie"],
    ["en", 102_725, "102,725 ads on the site"],
    ["en", 1, "1 ad on the site"],
  ];
  for (const [locale, total, text] of cases) {
    it(`reads «${text}» in ${locale}`, async () => {
      await activate(locale);
      showPopup(locale, total);
      // Intl groups thousands with a no-break space in ru, uk and pl.
      expect(screen.getByText((content) => content.replace(/\s/g, " ") === text)).toBeInTheDocument();
    });
  }

  it("leaves the figure out when the count is not known (offline), rather than make one up", async () => {
    await activate("ru");
    showPopup("ru", undefined);
    expect(screen.getByRole("heading", { name: "Obyava всегда под рукой" })).toBeInTheDocument();
    expect(screen.queryByText(/объявлени\S* на сайте/)).toBeNull();
  });
});
