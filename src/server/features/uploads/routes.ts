import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import type { okResponseSchema } from "../../../shared/contract/auth";
import type { uploadResponseSchema } from "../../../shared/contract/post-form";
import { pathIdSchema } from "../../../shared/contract/common";
import type { Db } from "../../db/client";
import { errorAnswer } from "../../http/answers";
import { CACHE_POLICY } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { refuse, tooManyRequests } from "../../http/refusals";
import type { SessionEnv } from "../../http/session";
import type { Budgets } from "../../lib/budgets";
import { HeicBusyError } from "./heic";
import { NotAnImageError } from "./image";
import type { UploadOwner } from "../../db/uploads-repo";
import { MAX_UPLOAD_BYTES, removeUpload, uploadPhoto } from "./service";
import { contentTypeOf, isStorageKey, type PhotoStorage } from "../../lib/storage";

/** The random id an anonymous browser keeps for its uploads (header X-Upload-Owner). */
const OWNER_KEY = /^[A-Za-z0-9_-]{16,128}$/;
/** Room for the multipart envelope around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;
/** When a caller may send a HEIC photo again while the decoder's queue is full. */
const HEIC_RETRY_MS = 30_000;

function ownerKeyOf(c: Context): string | null {
  const key = c.req.header("x-upload-owner")?.trim();
  return key && OWNER_KEY.test(key) ? key : null;
}

/** Photos of the ad forms: POST /v1/uploads, DELETE /v1/uploads/{id}, and the files at /uploads/<key>. */
/** The per-address upload budget and how to read the address. */
export interface UploadRouteOptions {
  budgets: Budgets;
  trustProxy: boolean;
}

export function uploadRoutes(db: Db, storage: PhotoStorage, options: UploadRouteOptions) {
  return new Hono<SessionEnv>()
    .post(
      "/v1/uploads",
      async (c, next) => {
        // Who uploads is known before the body is read: an anonymous caller needs its browser's key.
        if (!(await c.var.session()) && !ownerKeyOf(c)) return refuse(c, 401, "unauthorized");
        await next();
      },
      bodyLimit({ maxSize: MAX_UPLOAD_BYTES + ENVELOPE_BYTES, onError: (c) => errorAnswer(c, 413, "uploadTooLarge") }),
      async (c) => {
        c.header("Cache-Control", CACHE_POLICY.write);
        const session = await c.var.session();
        const ownerKey = ownerKeyOf(c);
        const owner: UploadOwner | null = session
          ? { userId: session.user.id, ownerKey }
          : ownerKey
            ? { userId: null, ownerKey }
            : null;
        if (!owner) return refuse(c, 401, "unauthorized");
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody();
        } catch {
          return errorAnswer(c, 422, "uploadNoFile");
        }
        const file = form.file;
        if (!(file instanceof File) || file.size === 0) return errorAnswer(c, 422, "uploadNoFile");
        if (file.size > MAX_UPLOAD_BYTES) return errorAnswer(c, 413, "uploadTooLarge");
        // Per address, whatever the owner keys: a new key per request must not reset the count.
        const spent = await options.budgets.spend([["uploadsPerIp", clientIp(c, options.trustProxy)]]);
        if (!spent.ok) return tooManyRequests(c, "uploadLimit", spent);
        try {
          const result = await uploadPhoto(db, storage, owner, Buffer.from(await file.arrayBuffer()));
          if (!result.ok) return tooManyRequests(c, "uploadLimit", result);
          const body: z.infer<typeof uploadResponseSchema> = { data: result.photo };
          return c.json(body, 201);
        } catch (error) {
          if (error instanceof NotAnImageError) return errorAnswer(c, 422, "uploadNotImage");
          // Many HEIC photos at once (from anyone): a short wait, not a refusal of the file.
          if (error instanceof HeicBusyError) return tooManyRequests(c, "uploadLimit", { retryAfterMs: HEIC_RETRY_MS });
          throw error;
        }
      },
    )
    .delete("/v1/uploads/:id", async (c) => {
      c.header("Cache-Control", CACHE_POLICY.write);
      const id = c.req.param("id");
      const session = await c.var.session();
      const ownerKey = ownerKeyOf(c);
      if (!session && !ownerKey) return refuse(c, 401, "unauthorized");
      const parsed = pathIdSchema.safeParse(id);
      if (!parsed.success) return refuse(c, 404, "uploadNotFound");
      const removed = await removeUpload(db, storage, parsed.data, session?.user.id ?? null, ownerKey);
      if (!removed.ok)
        return removed.reason === "attached" ? errorAnswer(c, 409, "uploadAttached") : refuse(c, 404, "uploadNotFound");
      const body: z.infer<typeof okResponseSchema> = { data: { ok: true } };
      return c.json(body);
    })
    .get("/uploads/*", async (c) => {
      const key = c.req.path.slice("/uploads/".length);
      const bytes = isStorageKey(key) ? await storage.get(key) : null;
      if (!bytes) return refuse(c, 404, "notFound");
      c.header("Cache-Control", CACHE_POLICY.photo);
      c.header("Content-Type", contentTypeOf(key));
      c.header("Content-Length", String(bytes.length));
      return c.body(new Uint8Array(bytes), 200);
    });
}
