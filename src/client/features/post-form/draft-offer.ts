import type { Draft } from "../../lib/draft-store";
import { photoKey, type FormPhoto } from "../../lib/form-photos";
import type { PostFormValues } from "../../lib/post-form-values";

/** JSON with object keys sorted: two forms holding the same values compare equal whatever order they were set in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

const sameForm = (draft: Draft, base: { values: PostFormValues; photos: FormPhoto[] }) =>
  canonical(draft.values) === canonical(base.values) &&
  canonical(draft.photos.map(photoKey)) === canonical(base.photos.map(photoKey));

/**
 * A draft is offered back only when it holds something the form would not start with anyway, and, for an
 * ad already saved, only when it was typed after that save: the saved ad is the truth.
 */
export function draftWorthOffering(
  draft: Draft,
  base: { values: PostFormValues; photos: FormPhoto[] },
  savedAt: string | null,
): boolean {
  if (savedAt !== null && draft.savedAt <= Date.parse(savedAt)) return false;
  return !sameForm(draft, base);
}
