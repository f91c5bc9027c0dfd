import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import type { LocationNode } from "../../../../shared/contract/locations";
import { useLocale } from "../../../lib/useLocale";
import { locationTreeQuery } from "../../../api/locations";
import type { PostFormValues } from "../../../lib/post-form-values";

function findNode(nodes: readonly LocationNode[], id: number): LocationNode | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The time zone of the ad's first place, where its event happens: the author types the venue's
 * local time. Null before a place is chosen (the browser's own zone then).
 */
export function useVenueTimeZone(): string | null {
  const locale = useLocale();
  const { control } = useFormContext<PostFormValues>();
  const [first] = useWatch({ control, name: "locationIds" });
  const tree = useQuery(locationTreeQuery(locale));
  if (first === undefined) return null;
  return findNode(tree.data?.data ?? [], first)?.time_zone ?? null;
}
