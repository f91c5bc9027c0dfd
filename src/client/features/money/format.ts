import { useLingui } from "@lingui/react";
import { formatPrice } from "../../../shared/format/price";
import { LOCALE_TAGS } from "../../../shared/locales";
import { dateTimeFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";

/** Amounts and dates of the money pages as the ad pages write them: «3,99 $», «24 ноября 2026 г.». */
export function useMoneyText() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  return {
    amount: (cents: number) =>
      formatPrice({ amount: cents / 100, currency: "USD", period: null }, locale, (descriptor, values) =>
        i18n._(values ? { ...descriptor, values } : descriptor),
      ),
    date: (iso: string) =>
      dateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso)),
  };
}
