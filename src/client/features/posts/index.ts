export { HomePage } from "./HomePage";
export { preloadHomeSlider } from "./HomeSlider";
export { ListingPage } from "./ListingPage";
export { PostGrid } from "./PostGrid";
export { PostPage } from "./PostPage";
export { adReads, homeSliderQuery, postDetailQuery, postKeys, postListQuery, type PostListParams } from "./api";
export { listingDeps, validateListingSearch } from "./listing-route";
export { PostBody } from "./PostBody";
