import { locationsResponseSchema } from "../../../src/shared/contract/locations";
import { sectionsResponseSchema } from "../../../src/shared/contract/sections";
import { call } from "../auth-helpers";

/** A job category and a city that exist on the server: what a valid ad needs to name. */
export async function adReferences(base: string): Promise<{ categoryId: number; cityId: number }> {
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body);
  const tree = locationsResponseSchema.parse((await call(base, "GET", "/v1/locations")).body);
  return {
    categoryId: sections.data.find((section) => section.slug === "job")?.categories[0]?.id ?? 0,
    cityId: tree.data.flatMap((state) => state.children)[0]?.id ?? 0,
  };
}
