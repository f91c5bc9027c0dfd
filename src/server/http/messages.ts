import fs from "node:fs";
import path from "node:path";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { apiMessages, type ApiMessageKey } from "../../shared/messages/api";
import { LOCALE_TAGS, LOCALES, type Locale } from "../../shared/locales";
import { LOCALES_DIR } from "../paths";

/** One Lingui instance per language, from the compiled catalogs (the Russian source when not compiled yet). */
const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const file = path.join(LOCALES_DIR, locale, "messages.json");
    const messages: Messages = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, "utf8")) as { messages: Messages }).messages
      : {};
    const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } });
    return [locale, i18n];
  }),
);

export function serverMessage(locale: Locale, key: ApiMessageKey): string {
  const i18n = instances.get(locale);
  return i18n ? i18n._(apiMessages[key]) : apiMessages[key].message;
}
