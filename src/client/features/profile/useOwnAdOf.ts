import { useQuery } from "@tanstack/react-query";
import type { SectionSlug } from "../../../shared/contract/sections";
import { useLocale } from "../../lib/useLocale";
import { myPostsQuery } from "./api";

/**
 * The user's own ad in a section, for edit pages opened without an id (the dating guard sends a user
 * who has a dating profile to /profile/edit/dating): undefined while looking, null when there is none.
 */
export function useOwnAdOf(section: SectionSlug, enabled: boolean): number | null | undefined {
  const locale = useLocale();
  const mine = useQuery({ ...myPostsQuery(locale, 1), enabled });
  if (!enabled) return null;
  if (mine.isPending) return undefined;
  return mine.data?.data.find((post) => post.section === section && post.status !== "deleted")?.id ?? null;
}
