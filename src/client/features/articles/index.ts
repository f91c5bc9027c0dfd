export { AuthorPage } from "./AuthorPage";
export { AuthorsPage } from "./AuthorsPage";
export { NewsTagList } from "./NewsTagList";
export { articleKeys, authorQuery, authorsQuery, newsTagsQuery } from "./api";
export { SendArticlePanel } from "./SendArticlePanel";
