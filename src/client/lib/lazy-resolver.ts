import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A form's zod checks loaded when the form first checks what was typed (a field left, or the form sent), not with
 * the page: the schemas' code (zod, about 100 ms of a slow phone's main thread to start) stays off the first load
 * of pages that merely show a form. The same checks and messages as `zodResolver(schema)`.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  let ready: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return (await ready)(values, context, options);
  };
}
