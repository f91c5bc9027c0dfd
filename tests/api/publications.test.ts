import { beforeAll, describe, expect, it } from "vitest";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { publicationCountResponseSchema } from "../../src/shared/contract/publications";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import { call, freshPhone, post, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";

/** GET /v1/publications/count: the figure of the app popup is the site's real number of active ads. */
let base = "";
let jobCategory = 0;
let cityId = 0;

beforeAll(async () => {
  base = baseUrl();
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body);
  jobCategory = sections.data.find((section) => section.slug === "job")?.categories[0]?.id ?? 0;
  const tree = locationsResponseSchema.parse((await call(base, "GET", "/v1/locations")).body);
  cityId = tree.data.flatMap((state) => state.children)[0]?.id ?? 0;
});

async function publications(): Promise<number> {
  const answer = await call(base, "GET", "/v1/publications/count");
  expect(answer.status).toBe(200);
  return publicationCountResponseSchema.parse(answer.body).data.total;
}

const jobAd = (phone: string) => ({
  kind: "job",
  title: "Нужен пекарь в пекарню на Девон",
  content: "<p>Ранние смены, опыт с тестом на закваске, оплата каждую неделю.</p>",
  categoryIds: [jobCategory],
  locationIds: [cityId],
  contact: { phone, country_code: "+1", contact_person: "Оксана", email: "" },
  fields: {},
  photos: [],
});

describe("GET /v1/publications/count", () => {
  it("counts the active ads a listing of the whole site counts; browsers may cache it a short while", async () => {
    const response = await fetch(new URL("/v1/publications/count", base));
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=30/);
    const total = publicationCountResponseSchema.parse(await response.json()).data.total;
    expect(total).toBeGreaterThan(0);
    const listing = postListResponseSchema.parse((await call(base, "GET", "/v1/posts?per_page=1")).body);
    expect(total).toBe(listing.meta.total);
  });

  it("grows by one at once when a signed-in author posts an ad, not for an ad awaiting its phone check", async () => {
    const before = await publications();
    const phone = freshPhone();
    const author = await signInWithPhone(base, phone);
    const created = await post(base, "/v1/posts", jobAd(phone.typed), { token: author.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await publications()).toBe(before + 1);

    const anonymous = await post(base, "/v1/posts", jobAd(freshPhone().typed));
    expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(201);
    expect(await publications()).toBe(before + 1);
  });
});
