import { z } from "zod";

export const locationKindSchema = z.enum(["state", "city"]);

export interface LocationNode {
  id: number;
  slug: string;
  name: string;
  kind: z.infer<typeof locationKindSchema>;
  children: LocationNode[];
}

export const locationNodeSchema: z.ZodType<LocationNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    kind: locationKindSchema,
    children: z.array(locationNodeSchema),
  }),
);

export const locationsResponseSchema = z.object({ data: z.array(locationNodeSchema) });
export type LocationsResponse = z.infer<typeof locationsResponseSchema>;
