import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, baseUrl()), init);
}

export async function getJson(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await get(path, init);
  return { status: response.status, body: await response.json(), response };
}
