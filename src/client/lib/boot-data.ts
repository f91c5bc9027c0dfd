import { BOOT_DATA_ID, bootKey } from "../../shared/boot-data";

let answers: Map<string, unknown> | null = null;
let source: (() => Map<string, unknown>) | null = null;

/** The server's page renderer gives every page it draws its own answers (entry-server.tsx). */
export function setBootAnswerSource(next: () => Map<string, unknown>): void {
  source = next;
}

function read(): Map<string, unknown> {
  if (source) return source();
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === "undefined" ? null : document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === "object")
      for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
  } catch {
    // a damaged block only costs the requests it would have saved
  }
  element.remove();
  return answers;
}

/**
 * The answer the server put into the page for this call, once: the first render uses it instead
 * of a request, and every later call (a refetch, another page) asks the network.
 */
export function takeBootAnswer(locale: string, path: string): unknown {
  const all = read();
  const key = bootKey(locale, path);
  if (!all.has(key)) return undefined;
  const answer = all.get(key);
  all.delete(key);
  return answer;
}

/** Forgets what is left (tests). */
export function resetBootData(): void {
  answers = null;
}
