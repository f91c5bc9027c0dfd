/** Whether the write failed on a unique index (PostgreSQL's unique_violation), here or in its causes. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === "23505") return true;
  }
  return false;
};
