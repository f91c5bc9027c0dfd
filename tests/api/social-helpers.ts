import type { Answer } from "./auth-helpers";

/** A JSON call with any method (auth-helpers' `call` knows GET and POST only). */
export async function send(
  base: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  options: { body?: unknown; token?: string; language?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": options.language ?? "ru" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(new URL(path, base), {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
}
