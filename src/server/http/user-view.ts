import type { SessionUser } from "../../shared/contract/main-config";
import type { users } from "../db/schema";
import { hmacHex } from "../lib/tokens";

export type UserRow = typeof users.$inferSelect;

/**
 * The user as the client sees it. help_crunch_hash lets HelpCrunch trust the user
 * id the chat widget reports: an HMAC of the id with the account's secret, or null without one.
 */
export function sessionUserOf(user: UserRow, helpCrunchSecret: string | undefined): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    dating_id: user.datingId,
    help_crunch_hash: helpCrunchSecret ? hmacHex(helpCrunchSecret, String(user.id)) : null,
  };
}
