import { describe, expect, it } from "vitest";
import { draftWorthOffering } from "../../src/client/features/post-form/draft-offer";
import { createDraftSaver, readDraft, type Draft } from "../../src/client/lib/draft-store";
import type { PostFormValues } from "../../src/client/lib/post-form-values";
import { newPostValues } from "../../src/client/features/post-form/initial-values";

const values = (title: string): PostFormValues => ({ ...newPostValues("job", null, null), title });
const draftOf = (title: string, savedAt = Date.now()): Draft => ({ values: values(title), photos: [], savedAt });

describe("the draft saver", () => {
  it("writes at once and ends with the newest value after a burst of changes", async () => {
    const saver = createDraftSaver("job-burst");
    saver.save(7, draftOf("П"));
    for (const title of ["По", "Пов", "Повар"]) saver.save(7, draftOf(title));
    saver.flush();
    await expect.poll(async () => (await readDraft(7, "job-burst"))?.values.title).toBe("Повар");
  });

  it("moves the draft to the account when the owner signs in while typing", async () => {
    const saver = createDraftSaver("job-owner");
    saver.save("anon", draftOf("Грузчик"));
    saver.save(9, draftOf("Грузчик на склад"));
    await expect.poll(async () => (await readDraft(9, "job-owner"))?.values.title).toBe("Грузчик на склад");
    await expect.poll(() => readDraft("anon", "job-owner")).toBeNull();
  });

  it("lets no write land after the draft is discarded", async () => {
    const saver = createDraftSaver("job-sent");
    saver.save(3, draftOf("Сварщик"));
    saver.save(3, draftOf("Сварщик аргон"));
    await saver.discard(3);
    saver.save(3, draftOf("после отправки"));
    expect(await readDraft(3, "job-sent")).toBeNull();
  });
});

describe("which draft is offered back", () => {
  const base = { values: values("Повар в кафе"), photos: [] };

  it("not one equal to what the form starts with, whatever the order of its keys", () => {
    const reordered = Object.fromEntries(Object.entries(values("Повар в кафе")).reverse()) as unknown as PostFormValues;
    expect(draftWorthOffering({ values: reordered, photos: [], savedAt: Date.now() }, base, null)).toBe(false);
  });

  it("one that differs, on a new ad", () => {
    expect(draftWorthOffering(draftOf("Повар в кафе на Брайтоне"), base, null)).toBe(true);
  });

  it("on a saved ad, only one typed after the save", () => {
    const saved = "2026-11-24T05:00:00.000Z";
    expect(draftWorthOffering(draftOf("Повар, ночь", Date.parse(saved) - 1000), base, saved)).toBe(false);
    expect(draftWorthOffering(draftOf("Повар, ночь", Date.parse(saved) + 1000), base, saved)).toBe(true);
  });
});
