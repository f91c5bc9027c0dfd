import { z } from "zod";
import { SLUG } from "./common";

export const locationKindSchema = z.enum(["state", "city"]);

export interface LocationNode {
  id: number;
  slug: string;
  name: string;
  kind: z.infer<typeof locationKindSchema>;
  /** The place's IANA time zone: events there are shown, and typed, on its clock. */
  time_zone: string | null;
  children: LocationNode[];
}

export const locationNodeSchema: z.ZodType<LocationNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    kind: locationKindSchema,
    time_zone: z.string().nullable(),
    children: z.array(locationNodeSchema),
  }),
);

export const locationsResponseSchema = z.object({ data: z.array(locationNodeSchema) });
export type LocationsResponse = z.infer<typeof locationsResponseSchema>;

/** GET /v1/locations/single?slug=chicago */
export const locationSingleQuerySchema = z.object({
  slug: z.string().min(1).max(100).regex(SLUG, "must be a location slug"),
});
export type LocationSingleQuery = z.infer<typeof locationSingleQuerySchema>;

/** One location, named in the caller's language, its children emptied. */
export const locationSingleResponseSchema = z.object({ data: locationNodeSchema });
export type LocationSingleResponse = z.infer<typeof locationSingleResponseSchema>;

/** GET /v1/location/current: the visitor's state, or null for "all locations". */
export const locationCurrentResponseSchema = z.object({ data: locationNodeSchema.nullable() });
export type LocationCurrentResponse = z.infer<typeof locationCurrentResponseSchema>;

/** GET /api/current-country-code: the visitor's country (ISO 3166 alpha-2), to preselect the dial code. */
export const countryCodeResponseSchema = z.object({ countryCode: z.string().length(2) });
export type CountryCodeResponse = z.infer<typeof countryCodeResponseSchema>;
