// The routes' search parameters (validateSearch), read the way zod's `.optional().catch(undefined)`
// read them, without zod in the first page's JavaScript (its size budget): unknown keys are
// dropped, a known key whose value does not fit stays, as undefined. The router has already
// JSON-parsed each value (`?page=2` is the number 2).

export type Reader<T> = (value: unknown) => T | undefined;

/** A validateSearch from a reader per key (z.object of optional, caught fields). */
export function searchOf<R extends Record<string, Reader<unknown>>>(readers: R) {
  type Search = { [K in keyof R]?: ReturnType<R[K]> };
  return (input: Record<string, unknown>): Search => {
    const search: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(readers)) {
      if (key in input) search[key] = read(input[key]);
    }
    return search as Search;
  };
}

/** z.number().int().min(min): a safe integer of at least `min`. */
export const integer =
  (min: number): Reader<number> =>
  (value) =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= min ? value : undefined;

/** z.coerce.number().int().min(min): the same after Number() ("7", true and [7] count too). */
export const coercedInteger = (min: number): Reader<number> => {
  const read = integer(min);
  return (value) => read(Number(value));
};

/** z.number().nonnegative(): a finite number of at least 0. */
export const nonNegative: Reader<number> = (value) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;

/** z.string().min(min).max(max), trimmed first when `trim` (z.string().trim()…). */
export const text =
  (min: number, max: number, trim = false): Reader<string> =>
  (value) => {
    if (typeof value !== "string") return undefined;
    const result = trim ? value.trim() : value;
    return result.length >= min && result.length <= max ? result : undefined;
  };

/** z.enum(values). */
export const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (value) =>
    values.find((candidate) => candidate === value);
