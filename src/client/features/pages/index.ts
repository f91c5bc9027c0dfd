export { infoPageQuery, preloadInfoPage } from "./api";
export { InfoDocumentBody, InfoPage } from "./InfoPage";
export { PageFrame } from "./PageFrame";
export { useCurrentPage, usePageHead } from "./usePageHead";
export { BlockList } from "./Blocks";
