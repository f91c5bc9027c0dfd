import { runServer } from "./run-server";

export const baseUrl = () => runServer().url;

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
