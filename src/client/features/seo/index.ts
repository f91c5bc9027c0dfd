export { SeoBlock } from "./SeoBlock";
