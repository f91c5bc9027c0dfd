import { describe, expect, it } from "vitest";
import { checkText, isChecked, MAX_LINE } from "../../scripts/line-length.mjs";

describe("the line check of `npm test`", () => {
  it("counts characters, not bytes: 120 Cyrillic letters pass, 121 do not", () => {
    expect(checkText("ж".repeat(MAX_LINE))).toEqual([]);
    expect(checkText(`ok\n${"ж".repeat(MAX_LINE + 1)}\nok`)).toEqual([
      { line: 2, problem: "121 characters (at most 120)" },
    ]);
  });

  it("finds comments and titles that cite a document outside the code", () => {
    const text = [
      "// A title is 15 to 70 characters: shorter ones say nothing.",
      "// Title: spec section 5.",
      "/** The modal of spec sections 4 and 9. */",
      " * Reads must not queue behind the database (issue 12).",
      "// The router plugin must run before React's (STACK.md).",
      'it("the rules (spec: title)", () => {});',
      "// Masks use the spec's scheme.",
      "// Page sizes: the spec leaves them open.",
      'import { test } from "./post-ad.spec";',
    ].join("\n");
    expect(checkText(text).map(({ line }) => line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(checkText(text, { citations: false })).toEqual([]);
  });

  it("checks code files only, not catalogs, migrations, the route tree or the lock file", () => {
    expect(isChecked("src/client/ui/Modal.tsx")).toBe(true);
    expect(isChecked("src/client/styles.css")).toBe(true);
    expect(isChecked("package.json")).toBe(true);
    expect(isChecked("package-lock.json")).toBe(false);
    expect(isChecked("src/client/routeTree.gen.ts")).toBe(false);
    expect(isChecked("src/server/db/migrations/meta/_journal.json")).toBe(false);
    expect(isChecked("src/locales/ru/messages.json")).toBe(false);
    expect(isChecked("docs/decisions/README.md")).toBe(false);
  });
});
