import { z } from "zod";

/** What a user may do beyond their own ads: moderators review what users submit; admins also give roles. */
export const USER_ROLES = ["user", "moderator", "admin"] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Whether a role may review users' submissions (feedbacks, articles, reports). */
export const canModerate = (role: UserRole): boolean => role === "moderator" || role === "admin";
