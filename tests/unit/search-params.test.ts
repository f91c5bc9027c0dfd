import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validateListingSearch } from "../../src/client/features/posts/listing-route";
import { coercedInteger, searchOf, text } from "../../src/client/lib/search";

// The routes read their search without zod (the first page's size budget): the readers must keep what the
// zod schemas they replaced kept, key for key.
const listingZod = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
  q: z.string().trim().min(2).max(100).optional().catch(undefined),
  price_min: z.number().nonnegative().optional().catch(undefined),
  price_max: z.number().nonnegative().optional().catch(undefined),
  route_type: z.enum(["otr", "regional", "local"]).optional().catch(undefined),
  property_type: z.enum(["apartment", "house", "townhouse", "room", "commercial", "land"]).optional().catch(undefined),
  deal: z.enum(["rent", "sale"]).optional().catch(undefined),
  employment_type: z.enum(["full_time", "part_time", "contract"]).optional().catch(undefined),
});
const infoZod = z.object({
  hash: z.string().min(1).max(200).optional().catch(undefined),
  post_id: z.coerce.number().int().positive().optional().catch(undefined),
});

const VALUES: unknown[] = [
  undefined,
  null,
  true,
  0,
  1,
  2,
  -1,
  1.5,
  2 ** 60,
  Infinity,
  Number.NaN,
  "",
  "a",
  " ab ",
  "7",
  "x".repeat(101),
  "house",
  "rent",
  "otr",
  "full_time",
  [3],
  {},
];

describe("search readers", () => {
  it("read a listing's search as its zod schema did", () => {
    for (const key of Object.keys(listingZod.shape)) {
      for (const value of VALUES) {
        const input = { [key]: value, stranger: 1 };
        expect(validateListingSearch(input), `${key}=${JSON.stringify(value)}`).toStrictEqual(listingZod.parse(input));
      }
    }
    expect(Object.keys(validateListingSearch({ page: "x" }))).toEqual(["page"]);
    expect(validateListingSearch({})).toEqual({});
  });

  it("coerce like z.coerce", () => {
    const read = searchOf({ hash: text(1, 200), post_id: coercedInteger(1) });
    for (const value of VALUES) {
      for (const input of [{ hash: value }, { post_id: value }])
        expect(read(input), JSON.stringify(value)).toStrictEqual(infoZod.parse(input));
    }
  });
});
