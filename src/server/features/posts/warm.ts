import { postListQuerySchema } from "../../../shared/contract/posts";
import type { Db } from "../../db/client";
import { createReferenceCache } from "../../db/reference-cache";
import { listPosts } from "../../lib/ad-listing";
import { warmTypoWords } from "../../db/typo-words";

/**
 * Counts every section's and category's listing once after start, one after another, so the first
 * visitors of each do not wait for a count of thousands of ads (the count cache then keeps them fresh).
 */
export async function warmListingCounts(db: Db): Promise<number> {
  const reference = await createReferenceCache(db).get();
  let warmed = 0;
  for (const [section, categories] of reference.categoriesBySection) {
    for (const category of [undefined, ...categories.keys()]) {
      await listPosts(db, reference, postListQuerySchema.parse({ section, category }), "ru");
      warmed++;
      // Requests that arrive meanwhile go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  // The typo fallback's vocabulary (read a slice at a time, like the counts above).
  await warmTypoWords(db);
  return warmed;
}
