export { infoPageQuery } from "./api";
export { InfoPage, preloadInfoPage } from "./InfoPage";
export { PageFrame } from "./PageFrame";
export { useCurrentPage, usePageHead } from "./usePageHead";
