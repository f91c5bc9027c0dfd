import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { useFieldFacts } from "../../src/client/features/posts/useFieldFacts";
import { POST_FIELDS } from "../../src/shared/contract/post-fields";
import { demoPosts } from "../../src/server/seed/demo-posts";

vi.mock("../../src/client/lib/useLocale", () => ({ useLocale: () => "ru" }));

// Cards read a section's fields with small guards instead of its zod schema (issue 7's size budget).
describe("a post's facts", () => {
  i18n.loadAndActivate({ locale: "ru", messages: {} });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const facts = renderHook(() => useFieldFacts(), { wrapper }).result.current;

  it("show the fields of every demo post that its schema accepts, as parsed", () => {
    for (const post of demoPosts()) {
      if (post.section === "feed") continue;
      const parsed = POST_FIELDS[post.section].safeParse(post.fields);
      expect(parsed.success).toBe(true);
      const shown = facts(post.section, post.fields);
      expect(shown.length, `${post.section} ${post.title}`).toBeGreaterThan(0);
      expect(shown).toEqual(facts(post.section, parsed.data as Record<string, unknown>));
    }
  });

  it("show nothing when a section's required fields are missing or mistyped", () => {
    expect(facts("properties", { property_type: "castle", deal: "rent", price: 1000 })).toEqual([]);
    expect(facts("afisha", { starts_at: "soon", venue: "Hall" })).toEqual([]);
    expect(facts("dating", { age: "30", gender: "male", seeking: "any" })).toEqual([]);
    expect(facts("cdl", { pay_per_mile: 0.7 })).toEqual([]);
    expect(facts("nowhere", { author: "A" })).toEqual([]);
  });
});
