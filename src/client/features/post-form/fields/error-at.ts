/** The message of a nested form error ("fields.salary_to", "contact.phone"), if there is one. */
export function errorAt(errors: object, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== "object" || node === null || !("message" in node)) return undefined;
  return typeof node.message === "string" ? node.message : undefined;
}
