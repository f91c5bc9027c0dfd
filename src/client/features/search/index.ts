export { SearchPage } from "./SearchPage";
export { openSiteSearch, SITE_SEARCH_INPUT_ID, SiteSearch } from "./SiteSearch";
export { searchKeys, searchQuery } from "./api";
export { siteSearchDeps, validateSiteSearch } from "./search-route";
