export { CategoryList } from "./CategoryList";
export { SectionMenu } from "./SectionMenu";
export { categoryCountsQuery, sectionsQuery } from "./api";
