import { describe, expect, it } from "vitest";
import { POST_FIELDS } from "../../src/shared/contract/post-fields";
import { demoPosts } from "../../src/server/seed/demo-posts";

describe("demo seed", () => {
  it("writes fields that parse with their section's schema", () => {
    const bad = demoPosts().flatMap((post) => {
      const parsed = POST_FIELDS[post.section].safeParse(post.fields);
      return parsed.success ? [] : [`${post.section} ${post.title}: ${parsed.error.message}`];
    });
    expect(bad).toEqual([]);
  });
});
