import { clearSiteSearchCache } from "./service";
import { clearSuggestCache } from "./suggest";

export { searchRoutes } from "./routes";

/** Ads changed: the site's kept search answers and suggestions are dropped. */
export function clearSearchAnswers(): void {
  clearSiteSearchCache();
  clearSuggestCache();
}
