import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { fieldFacts } from "../../src/client/lib/useFieldFacts";
import { LISTING_FILTERS } from "../../src/shared/boot-data";
import { POST_FIELDS } from "../../src/shared/contract/post-fields";
import { FORM_FIELDS } from "../../src/shared/contract/post-form";
import { postListQuerySchema } from "../../src/shared/contract/posts";
import {
  CHOICE_FILTERS,
  CV_SECTIONS,
  DRIVER_JOB_SECTIONS,
  isFilledSection,
  JOB_SECTIONS,
  SECTIONS,
  type Label,
} from "../../src/shared/sections";
import { formFields, initialFields } from "../../src/shared/sections/form";

// A car's fuel is declared once, in sections/rent-sale.ts: the form, the stored shape, the facts and the
// listing filter all have it without another edit.
describe("a field declared once in its section", () => {
  i18n.loadAndActivate({ locale: "ru", messages: {} });
  const facts = (fields: Record<string, unknown>) =>
    fieldFacts("rent-sale", fields, { t: (d, values) => i18n._({ ...d, values }), locale: "ru", timeZone: null });
  const car = { deal: "sale", make: "Ford", model: "Transit 250", year: 2020, fuel: "diesel" };

  it("is an input of both car forms, empty in a new form", () => {
    for (const kind of ["autobazar-sale", "autobazar-rent"] as const) {
      expect(formFields(kind).map(([name]) => name)).toContain("fuel");
      expect(initialFields(kind)).toMatchObject({ fuel: null });
    }
  });

  it("is checked by the form and by storage", () => {
    const form = FORM_FIELDS["autobazar-sale"];
    expect(form.safeParse({ ...car, fuel: "diesel" }).success).toBe(true);
    const wrong = form.safeParse({ ...car, fuel: "coal" });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ["fuel"], message: "validation.choose" });
    expect(POST_FIELDS["rent-sale"].safeParse(car).success).toBe(true);
    expect(POST_FIELDS["rent-sale"].safeParse({ ...car, fuel: "coal" }).success).toBe(false);
  });

  it("reads as a fact on the card and the ad page", () => {
    expect(facts(car)).toContainEqual({ label: "Топливо", value: "дизель", money: false });
  });

  it("filters the section's listing, on the client and on the server", () => {
    expect(CHOICE_FILTERS.fuel).toEqual(["gasoline", "diesel", "hybrid", "electric"]);
    expect(LISTING_FILTERS).toContain("fuel");
    expect(postListQuerySchema.parse({ section: "rent-sale", fuel: "diesel" })).toMatchObject({ fuel: "diesel" });
    expect(postListQuerySchema.safeParse({ fuel: "coal" }).success).toBe(false);
  });
});

describe("the registry", () => {
  const labels = Object.values(SECTIONS).flatMap(({ fields }) =>
    Object.values(fields).flatMap((field) => [
      field.label,
      ...("options" in field ? Object.values<Label>(field.options) : []),
    ]),
  );

  it("words each label once: one text has one id", () => {
    const ids = new Map<string, Set<string>>();
    for (const label of labels) {
      if (typeof label === "string") continue;
      const text = label.message ?? "";
      ids.set(text, (ids.get(text) ?? new Set()).add(label.id));
    }
    const twice = [...ids].filter(([, set]) => set.size > 1).map(([text]) => text);
    expect(twice).toEqual([]);
  });

  it("declares every fact it shows among the section's fields", () => {
    for (const [slug, { fields, facts }] of Object.entries(SECTIONS))
      for (const fact of facts) if (typeof fact === "string") expect(fields, `${slug}.${fact}`).toHaveProperty(fact);
  });
});

// The families of sections come from the declarations: a section declared as a driver's job is one, with no list
// to update elsewhere (the listings, the ad form's move between them, the console's move, the sitemap).
describe("sections that share a declaration", () => {
  it("make the driver jobs, the CVs and the jobs", () => {
    expect(DRIVER_JOB_SECTIONS).toEqual(["cdl", "no-cdl"]);
    expect(CV_SECTIONS).toEqual(["workers", "drivers-cv"]);
    expect(JOB_SECTIONS).toEqual(["job", "cdl", "no-cdl"]);
  });

  it("say which ads are filled rather than sold", () => {
    expect([...JOB_SECTIONS, ...CV_SECTIONS].every(isFilledSection)).toBe(true);
    expect(isFilledSection("rent-sale")).toBe(false);
    expect(isFilledSection("properties")).toBe(false);
  });
});
