// A search that finds nothing must not hold the (PGlite: main) thread. The typo fallback
// compares query words with an in-memory vocabulary of title words and then looks the similar words up
// in the full-text index with a LIMIT; a query with no similar word asks the database nothing more.
// No timings here (small data): the plans and the bounds are checked; docs/performance.md has the
// figures at 120 000 ads (tests/bench/search-stall.ts).
import fs from "node:fs";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { posts } from "../../../src/server/db/schema";
import {
  positiveWords,
  SEARCH_CANDIDATES,
  SEARCH_SCAN_CAP,
  searchPostCards,
  TYPO_CANDIDATES,
  type SearchMatch,
} from "../../../src/server/db/search-repo";
import {
  MAX_WORD_LENGTH,
  resetTypoWords,
  trigramsOf,
  typoAlternatives,
  warmTypoWords,
} from "../../../src/server/db/typo-words";
import { seedBulk } from "../../../src/server/seed/bulk";
import { seedDemo } from "../../../src/server/seed/demo";
import { newDataDir } from "../../support/data-dir";
import { searchTransaction } from "../../../src/server/features/search/service";

let database: Database;
let dataDir: string;

beforeAll(async () => {
  // Always an embedded database of its own: the bulk ads would change the shared one's listings.
  dataDir = newDataDir({ prefix: "obyava-search-bound-" });
  database = await openDatabase({ dataDir });
  await seedDemo(database.db);
  await seedBulk(database.db, 3000); // analyses posts too
  resetTypoWords();
}, 180_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface PlanNode {
  "Node Type": string;
  "Plan Rows": number;
  "Relation Name"?: string;
  "Index Name"?: string;
  Filter?: string;
  "Recheck Cond"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

async function plan(match: SearchMatch, options: { conditions?: SQL[]; noSeqScan?: boolean } = {}): Promise<PlanNode> {
  return database.db.transaction(async (tx) => {
    if (options.noSeqScan) await tx.execute(sql`set local enable_seqscan = off`);
    const query = searchPostCards(tx, options.conditions ?? [eq(posts.status, "active")], match, 20, 0);
    const result: unknown = await tx.execute(sql`explain (format json) ${query}`);
    const root = (result as { rows: { "QUERY PLAN": [{ Plan: PlanNode }] }[] }).rows[0]?.["QUERY PLAN"][0].Plan;
    if (!root) throw new Error("no plan");
    return root;
  });
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
const text = (node: PlanNode) => JSON.stringify(nodes(node));

/** The Limit right above the scan that matches posts.search: the candidates, cut before ranking. */
function candidatesLimit(root: PlanNode): PlanNode | undefined {
  return nodes(root).find(
    (node) =>
      node["Node Type"] === "Limit" &&
      (node.Plans ?? []).some((child) =>
        nodes(child).some((n) =>
          /search @@/.test(`${n.Filter ?? ""} ${n["Recheck Cond"] ?? ""} ${n["Index Cond"] ?? ""}`),
        ),
      ),
  );
}

describe("the typo fallback is bounded", () => {
  it("pads words as pg_trgm does", () => {
    expect([...trigramsOf("cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
  });

  it("reads a vocabulary far smaller than the ads, and finds a typo's word in it", async () => {
    const words = await warmTypoWords(database.db);
    expect(words).toBeGreaterThan(50);
    expect(words).toBeLessThan(3000); // grows with distinct title words, not with ads
    const alternatives = await typoAlternatives(database.db, "вадители");
    expect(alternatives?.[0]).toContain("водители");
  });

  it("asks the database nothing more for a query with no similar word, however long or odd", async () => {
    for (const q of [
      "zzzzqqq",
      "qzxwvkjtpf", // Latin, and nothing near it in Cyrillic either
      "x".repeat(100),
      "ё".repeat(MAX_WORD_LENGTH),
      "qqqq wwww eeee rrrr tttt",
      "!!!! ????",
    ]) {
      expect(await typoAlternatives(database.db, q)).toBeNull();
    }
  });

  it("looks the similar words up in the full-text index with a LIMIT, never rechecking titles by trigram", async () => {
    const alternatives = (await typoAlternatives(database.db, "вадители")) ?? [];
    const root = await plan({ kind: "typos", alternatives });
    // Whatever the planner picks at this size (the table or an index), the scan stops at TYPO_CANDIDATES rows.
    expect(candidatesLimit(root)?.["Plan Rows"]).toBeLessThanOrEqual(TYPO_CANDIDATES);
    expect(text(root)).not.toMatch(/posts_title_trgm_idx|<%|word_similarity|similarity\(/);
    // And the match itself is one the GIN index answers (at 120 000 ads the planner uses it by itself).
    const indexed = await plan({ kind: "typos", alternatives }, { conditions: [], noSeqScan: true });
    expect(
      nodes(indexed).some(
        (node) => node["Node Type"] === "Bitmap Index Scan" && node["Index Name"] === "posts_search_idx",
      ),
    ).toBe(true);
  });

  it("the words as typed go through the same index, cut at SEARCH_CANDIDATES (an odd word: one probe)", async () => {
    const root = await plan({ kind: "words", q: "zzzzqqq" });
    expect(candidatesLimit(root)?.["Plan Rows"]).toBeLessThanOrEqual(SEARCH_CANDIDATES);
    const indexed = await plan({ kind: "words", q: "zzzzqqq" }, { conditions: [], noSeqScan: true });
    expect(
      nodes(indexed).some(
        (node) => node["Node Type"] === "Bitmap Index Scan" && node["Index Name"] === "posts_search_idx",
      ),
    ).toBe(true);
  });

  it('a minus or a phrase rechecks at most SEARCH_SCAN_CAP ads ("cdl -cdl" read every CDL ad before)', async () => {
    expect(positiveWords('cdl -cdl -"cdl driver" "водитель категории" or dispatcher')).toBe(
      "cdl водитель категории or dispatcher",
    );
    expect(positiveWords("-cdl")).toBe("");
    for (const q of ["cdl -cdl", "-cdl", '"водитель cdl"']) {
      const root = await plan({ kind: "words", q });
      const scanCap = nodes(root).find(
        (node) =>
          node["Node Type"] === "Limit" &&
          node["Plan Rows"] <= SEARCH_SCAN_CAP &&
          (node.Plans ?? []).some((child) => child["Relation Name"] === "posts"),
      );
      expect(scanCap, q).toBeDefined();
    }
    const rows = await searchPostCards(
      database.db,
      [eq(posts.status, "active")],
      { kind: "words", q: "cdl -cdl" },
      20,
      0,
    );
    expect(rows).toEqual([]);
  });

  it("still finds ads by a typo and by an odd query finds none", async () => {
    const alternatives = (await typoAlternatives(database.db, "вадители")) ?? [];
    const rows = await searchPostCards(
      database.db,
      [eq(posts.status, "active")],
      { kind: "typos", alternatives },
      50,
      0,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(TYPO_CANDIDATES);
    expect(rows.some((row) => row.title.toLowerCase().includes("водител"))).toBe(true);
  });
});

describe("the site's search reads ads only through index bitmaps", () => {
  it("walks no index in order and scans no table, even for a word no ad has under a LIMIT of one", async () => {
    const scans = await searchTransaction(database.db, async (tx) => {
      const query = tx
        .select({ id: posts.id })
        .from(posts)
        .where(sql`${posts.status} = 'active' and ${posts.search} @@ to_tsquery('simple', 'кухар')`)
        .limit(1);
      const result: unknown = await tx.execute(sql`explain (format json) ${query}`);
      const root = (result as { rows: { "QUERY PLAN": [{ Plan: PlanNode }] }[] }).rows[0]?.["QUERY PLAN"][0].Plan;
      if (!root) throw new Error("no plan");
      return nodes(root).map((node) => node["Node Type"]);
    });
    expect(scans).toContain("Bitmap Index Scan");
    expect(scans).not.toContain("Index Scan");
    expect(scans).not.toContain("Seq Scan");
  });
});
