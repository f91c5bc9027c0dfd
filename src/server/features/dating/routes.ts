import { Hono } from "hono";
import type { z } from "zod";
import { datingProfileSchema, type datingProfileResponseSchema } from "../../../shared/contract/profile";
import type { Db } from "../../db/client";
import { jsonBody } from "../../http/validation";
import { CACHE_POLICY, noStore } from "../../http/cache-control";
import { requireUser, type SessionEnv } from "../../http/session";
import { findDatingProfile, saveDatingProfile, type DatingProfileRow } from "./repo";

type DatingProfileResponse = z.infer<typeof datingProfileResponseSchema>;

function profileOf(row: DatingProfileRow | null): DatingProfileResponse {
  return {
    data: row && {
      id: row.id,
      name: row.name,
      age: row.age,
      gender: row.gender,
      seeking: row.seeking,
      about: row.about,
    },
  };
}

/**
 * The dating profile a user needs before a dating ad (one per user; the dating-form check reads main-config's
 * dating_id).
 */
export function datingRoutes(db: Db) {
  return new Hono<SessionEnv>()
    .get("/profile", requireUser, async (c) => {
      c.header("Cache-Control", CACHE_POLICY.own);
      return c.json(profileOf(await findDatingProfile(db, c.var.auth.user.id)));
    })
    .post("/profile", requireUser, noStore, jsonBody(datingProfileSchema), async (c) => {
      const saved = await saveDatingProfile(db, c.var.auth.user.id, c.req.valid("json"));
      return c.json(profileOf(saved.profile), saved.created ? 201 : 200);
    });
}
