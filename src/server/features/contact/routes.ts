import { Hono } from "hono";
import type { z } from "zod";
import { teamContactSchema, type teamContactResponseSchema } from "../../../shared/contract/contact";
import { VALIDATION_MESSAGES } from "../../../shared/validation/messages";
import { noStore } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { requestLocale } from "../../http/locale";
import { tooManyRequests } from "../../http/refusals";
import { fieldError, jsonBody } from "../../http/validation";
import { toE164 } from "../../lib/phone";
import type { SessionEnv } from "../../http/session";
import { sendTeamContact, type ContactDeps } from "./service";

/** POST /v1/contact: the contact form of /contact-us and /create-contact, to the team. */
export function contactRoutes(deps: ContactDeps, options: { trustProxy: boolean }) {
  return new Hono<SessionEnv>().post("/", noStore, jsonBody(teamContactSchema), async (c) => {
    const input = c.req.valid("json");
    const phone = toE164(input.phone, input.country_code);
    if (!phone) return fieldError(c, "phone", VALIDATION_MESSAGES.phone);
    const outcome = await sendTeamContact(
      deps,
      {
        page: input.page,
        name: input.name,
        phone,
        message: input.message,
        register: input.register,
        locale: requestLocale(c),
        userId: (await c.var.session())?.user.id ?? null,
      },
      clientIp(c, options.trustProxy),
    );
    if (outcome.kind === "limited") return tooManyRequests(c, "teamContactLimit", outcome);
    const body: z.infer<typeof teamContactResponseSchema> = { data: { id: outcome.id } };
    return c.json(body, 201);
  });
}
