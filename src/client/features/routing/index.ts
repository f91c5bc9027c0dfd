export { runPipeline } from "./pipeline";
export { loadLayout, loadPage } from "./page-loader";
