import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { formatPrice } from "../../../shared/format/price";
import { LOCALE_TAGS } from "../../../shared/locales";
import { dateTimeFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";

const valued = (descriptor: MessageDescriptor, values: Record<string, string> | undefined): MessageDescriptor => ({
  ...descriptor,
  values,
});

/**
 * Amounts and days of the money pages in the page's language: cents as the site writes prices («49 $», "$49",
 * «4,99 $»), a day as people read it («24 декабря 2026 г.», "December 24, 2026").
 */
export function useMoneyText() {
  const { i18n } = useLingui();
  const locale = useLocale();
  return {
    usd: (cents: number) =>
      formatPrice({ amount: cents / 100, currency: "USD", period: null }, locale, (descriptor, values) =>
        i18n._(valued(descriptor, values)),
      ),
    day: (iso: string) =>
      dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso)),
  };
}
