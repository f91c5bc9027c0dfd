export { infoPageQuery, preloadInfoPage } from "./api";
export { InfoPage } from "./InfoPage";
export { PageFrame } from "./PageFrame";
export { useCurrentPage, usePageHead } from "./usePageHead";
