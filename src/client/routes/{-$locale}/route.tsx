import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from "../../../shared/locales";
import { activateLocale } from "../../features/i18n/catalog";
import { DefaultLayout } from "../../features/shell/DefaultLayout";

// `{-$locale}` matches any first segment (STACK.md): only the real prefixes pass.
export const Route = createFileRoute("/{-$locale}")({
  beforeLoad: async ({ params }) => {
    if (params.locale !== undefined && !(PREFIXED_LOCALES as readonly string[]).includes(params.locale)) {
      throw notFound();
    }
    const locale = (params.locale ?? DEFAULT_LOCALE) as Locale;
    await activateLocale(locale);
    return { locale };
  },
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
});
