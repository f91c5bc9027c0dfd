import type { QueryClient } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { hasLocationCookie, saveLocation, savedLocationSlug } from "../../lib/cookies";
import { currentLocationQuery } from "../../api/locations";

/** From this day on a first visit asks the server where the visitor is. */
const APP_DATE = new Date(import.meta.env.VITE_APP_DATE ?? "2026-01-01T00:00:00Z");

/**
 * At start-up, only when the app date has passed and no location is saved, the visitor's
 * location is asked for once; "all" is remembered too, so the question is not repeated.
 */
export async function resolveLocationAtStartup(
  queryClient: QueryClient,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  if (now < APP_DATE || hasLocationCookie()) return;
  try {
    const { data } = await queryClient.query(currentLocationQuery(locale));
    if (!savedLocationSlug()) saveLocation(data?.slug ?? null);
  } catch {
    // offline: ask again next time
  }
}
