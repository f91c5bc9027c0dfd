export { PageFrame } from "./PageFrame";
export { useCurrentPage, usePageHead } from "./usePageHead";
