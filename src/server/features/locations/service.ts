import type { LocationNode } from "../../../shared/contract/locations";
import type { Locale } from "../../../shared/locales";
import { TIME_ZONE_BY_LOCATION } from "../../seed/locations-data";
import type { LocationEntry, ReferenceCache } from "../../db/reference-cache";

/** A location as the client stores it: named in the caller's language, children emptied. */
export function locationNodeOf(entry: LocationEntry, locale: Locale): LocationNode {
  const time_zone = TIME_ZONE_BY_LOCATION.get(entry.slug) ?? null;
  return { id: entry.id, slug: entry.slug, name: entry.name[locale], kind: entry.kind, time_zone, children: [] };
}

export async function findLocation(reference: ReferenceCache, slug: string): Promise<LocationEntry | null> {
  return (await reference.get()).locationBySlug.get(slug) ?? null;
}

/**
 * The visitor's state from the CDN's geolocation headers (Cloudflare: CF-IPCountry and
 * CF-Region-Code, the ISO 3166-2 subdivision without the country). Outside the USA, or without
 * the headers, null: "all locations".
 */
export async function currentLocation(
  reference: ReferenceCache,
  headers: { country: string | undefined; region: string | undefined },
): Promise<LocationEntry | null> {
  if (headers.country?.trim().toUpperCase() !== "US") return null;
  const region = headers.region?.trim().toUpperCase();
  if (!region || !/^[A-Z]{2}$/.test(region)) return null;
  return (await reference.get()).stateByCode.get(region) ?? null;
}
