import { Hono } from "hono";
import {
  locationSingleQuerySchema,
  type LocationCurrentResponse,
  type LocationSingleResponse,
} from "../../../shared/contract/locations";
import type { ErrorBody } from "../../../shared/contract/common";
import type { CountryCodeResponse } from "../../../shared/contract/locations";
import { countryByIso, DEFAULT_COUNTRY } from "../../../shared/countries";
import { CACHE_POLICY } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { serverMessage } from "../../http/messages";
import { queryOf } from "../../http/validation";
import type { ReferenceCache } from "../../db/reference-cache";
import { currentLocation, findLocation, locationNodeOf } from "./service";

export function locationRoutes(reference: ReferenceCache) {
  return new Hono()
    .get("/v1/locations/single", queryOf(locationSingleQuerySchema), async (c) => {
      const locale = requestLocale(c);
      c.header("Vary", "Accept-Language");
      const entry = await findLocation(reference, c.req.valid("query").slug);
      if (!entry) {
        const body: ErrorBody = { message: serverMessage(locale, "locationNotFound") };
        return c.json(body, 404);
      }
      c.header("Cache-Control", CACHE_POLICY.reference);
      const body: LocationSingleResponse = { data: locationNodeOf(entry, locale) };
      return c.json(body);
    })
    .get("/v1/location/current", async (c) => {
      const entry = await currentLocation(reference, {
        country: c.req.header("cf-ipcountry"),
        region: c.req.header("cf-region-code"),
      });
      // The answer depends on where the visitor is: never shared between visitors.
      c.header("Cache-Control", CACHE_POLICY.own);
      const body: LocationCurrentResponse = { data: entry ? locationNodeOf(entry, requestLocale(c)) : null };
      return c.json(body);
    })
    .get("/api/current-country-code", (c) => {
      // Preselects the phone field's dial code. The country comes from the CDN's trusted header.
      const header = c.req.header("cf-ipcountry")?.toUpperCase() ?? "";
      c.header("Cache-Control", CACHE_POLICY.own);
      const body: CountryCodeResponse = { countryCode: countryByIso(header) ? header : DEFAULT_COUNTRY };
      return c.json(body);
    });
}
