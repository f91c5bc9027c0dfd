export { runPipeline } from "./pipeline";
