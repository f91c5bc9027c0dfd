import { z } from "zod";

// The like button's calls, apart from the profile contract: every card carries the button.

/** PUT and DELETE /v1/favourites/{postId} (the like button). */
export const likeResponseSchema = z.object({ data: z.object({ liked: z.boolean(), count: z.number().int() }) });
/** GET /v1/favourites/ids: which ads the user liked, for the hearts on cards. */
export const favouriteIdsResponseSchema = z.object({ data: z.array(z.number().int()) });
