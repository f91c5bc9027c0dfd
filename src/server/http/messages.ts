import fs from "node:fs";
import path from "node:path";
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from "@lingui/core";
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

/**
 * The Russian source with its `{name}` placeholders filled in: for a descriptor the compiled
 * catalog does not hold yet (Lingui would need its message compiler, which production builds drop).
 */
function fillSource(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A descriptor in a language, through the compiled catalogs: the server's side of Lingui's `i18n._`. */
export function translate(locale: Locale, descriptor: MessageDescriptor, values: Record<string, string> = {}): string {
  const i18n = instances.get(locale);
  if (i18n && descriptor.id in i18n.messages) return i18n._(descriptor.id, values);
  return fillSource(descriptor.message ?? descriptor.id, values);
}

/** `translate` bound to a language: the `Translate` that src/shared/head.ts takes. */
export function translatorFor(
  locale: Locale,
): (descriptor: MessageDescriptor, values?: Record<string, string>) => string {
  return (descriptor, values) => translate(locale, descriptor, values);
}

export function serverMessage(locale: Locale, key: ApiMessageKey, values: Record<string, string> = {}): string {
  return translate(locale, apiMessages[key], values);
}
