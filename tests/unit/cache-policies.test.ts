import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CACHE_POLICY } from "../../src/server/http/cache-control";
import { SERVER_SOURCE_DIR } from "../../src/server/paths";

// Every Cache-Control the server sends comes from the one table of named policies (http/cache-control.ts): a value
// written at a route hides from whoever next changes how long answers are kept.

const TABLE = path.join(SERVER_SOURCE_DIR, "http", "cache-control.ts");

/** A directive that says how long an answer is kept, as the server writes them. */
const AGE = String.raw`(?:max-age|s-maxage|stale-while-revalidate)=\d+`;
const KEEP = String.raw`(?:no-store|no-cache|immutable|must-revalidate|${AGE})`;
/** A Cache-Control value: who may keep it, then for how long (a lone "public" or "private" is just a word). */
const VALUE = String.raw`(?:(?:public|private),\s*)?${KEEP}(?:,\s*(?:public|private|${KEEP}))*`;

const OFFENCES: { what: string; pattern: RegExp }[] = [
  // c.header("Cache-Control", "…"), headers.set('Cache-Control', `…`)
  { what: "header set from a literal", pattern: /["'`]Cache-Control["'`]\s*,\s*["'`]/gi },
  // { "Cache-Control": "…" }, { 'Cache-Control': '…' }
  { what: "header in an object literal", pattern: /["'`]Cache-Control["'`]\s*:\s*["'`]/gi },
  // const CACHE = "public, max-age=60", ownOnly ? "private, no-store" : …; a fetch's `cache: "no-store"` is not one.
  {
    what: "Cache-Control value in a string",
    pattern: new RegExp(String.raw`(?<!\bcache:\s*)(["'\`])${VALUE}\1`, "gi"),
  },
];

/** Each line (from 1) of a source text that writes a Cache-Control value instead of naming a policy. */
function literalCacheControls(text: string): { line: number; what: string }[] {
  const found: { line: number; what: string }[] = [];
  for (const { what, pattern } of OFFENCES) {
    for (const match of text.matchAll(pattern)) {
      found.push({ line: text.slice(0, match.index).split("\n").length, what });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("Cache-Control from the table of policies", () => {
  it("finds values written at a route, whatever the quotes, and leaves names and the request's header alone", () => {
    const text = [
      'c.header("Cache-Control", "no-store");',
      "c.header('Cache-Control', `public, max-age=60`);",
      'answerHeaders({ "Cache-Control": "private, no-store", Vary: "Accept-Language" });',
      "const headers = { 'Cache-Control': 'no-cache' };",
      'const CACHE = "public, max-age=300, stale-while-revalidate=3600";',
      'c.header("Cache-Control", ownOnly ? "private, no-store" : CACHE_POLICY.ads);',
      'c.header("Cache-Control", CACHE_POLICY.ads);',
      'answerHeaders({ "Cache-Control": CACHE_POLICY.own });',
      'const fresh = /no-cache/i.test(c.req.header("Cache-Control") ?? "");',
      'await fetch(url, { cache: "no-store" });',
      'const HSTS = "max-age=63072000; includeSubDomains";',
      'const shared = key !== "private" && key !== "public";',
    ].join("\n");
    expect(literalCacheControls(text)).toEqual([
      { line: 1, what: "header set from a literal" },
      { line: 1, what: "Cache-Control value in a string" },
      { line: 2, what: "header set from a literal" },
      { line: 2, what: "Cache-Control value in a string" },
      { line: 3, what: "header in an object literal" },
      { line: 3, what: "Cache-Control value in a string" },
      { line: 4, what: "header in an object literal" },
      { line: 4, what: "Cache-Control value in a string" },
      { line: 5, what: "Cache-Control value in a string" },
      { line: 6, what: "Cache-Control value in a string" },
    ]);
  });

  it("finds every value of the table itself by the same rule", () => {
    for (const value of Object.values(CACHE_POLICY)) {
      expect(literalCacheControls(`const kept = "${value}";`), value).toHaveLength(1);
    }
  });

  it("has no value written anywhere in src/server but the table", () => {
    const files = sourceFiles(SERVER_SOURCE_DIR).filter((file) => file !== TABLE);
    expect(files.length).toBeGreaterThan(50);
    const offences = files.flatMap((file) =>
      literalCacheControls(fs.readFileSync(file, "utf8")).map(
        ({ line, what }) => `${path.relative(SERVER_SOURCE_DIR, file)}:${line} ${what}`,
      ),
    );
    expect(offences).toEqual([]);
  });
});
