import { vi } from "vitest";

/** The URLs the client really asks for, with fetch answering nothing useful (503); unstub after each test. */
export function recordFetches(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string) => {
      urls.push(input);
      return Promise.resolve(new Response(JSON.stringify({ message: "no" }), { status: 503 }));
    }),
  );
  return urls;
}
