/** Pages this browser has opened, newest first: the offline page links to them. */
export interface VisitedPage {
  path: string;
  title: string;
  at: number;
}

const KEY = "obyava-visited-pages";
const LIMIT = 12;

export function visitedPages(): VisitedPage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(
          (item: unknown): item is VisitedPage =>
            typeof item === "object" &&
            item !== null &&
            "path" in item &&
            typeof item.path === "string" &&
            "at" in item &&
            typeof item.at === "number",
        )
      : [];
  } catch {
    return [];
  }
}

export function recordVisit(path: string, title: string, at = Date.now()): void {
  const rest = visitedPages().filter((page) => page.path !== path);
  try {
    localStorage.setItem(KEY, JSON.stringify([{ path, title, at }, ...rest].slice(0, LIMIT)));
  } catch {
    // storage full or blocked: the offline page just lists fewer pages
  }
}
