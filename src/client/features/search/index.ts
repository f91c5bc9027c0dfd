export { SearchPage } from "./SearchPage";
export { SiteSearch } from "./SiteSearch";
export { searchQuery } from "./api";
export { siteSearchDeps, validateSiteSearch } from "./search-route";
