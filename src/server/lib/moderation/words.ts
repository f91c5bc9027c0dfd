import type { Db } from "../../db/client";
import { bannedWords } from "../../db/schema";
import { shortCache } from "../short-cache";
import { compileBanned, type BannedList } from "./scan";

/** The list is read again at most this often: a word the team adds holds the next ads within seconds. */
const WORDS_TTL_MS = 10_000;
/** Words beyond this many are not read (a list of that size is a mistake, and each ad is matched against it). */
const MAX_WORDS = 5_000;

const cache = shortCache<"words", BannedList>({ ttlMs: WORDS_TTL_MS, max: 1 });

/** The team's banned words, compiled for matching (kept a few seconds). */
export function bannedList(db: Db): Promise<BannedList> {
  return cache.get("words", async () => {
    const rows = await db.select({ word: bannedWords.word }).from(bannedWords).limit(MAX_WORDS);
    return compileBanned(rows.map((row) => row.word));
  });
}

/** Forgets the compiled list: the console calls it after changing the words. */
export function forgetBannedWords(): void {
  cache.clear();
}
