export { HomePage } from "./HomePage";
export { ListingPage } from "./ListingPage";
export { PostGrid } from "./PostGrid";
export { PostPage } from "./PostPage";
export { adReads, postDetailQuery, postKeys } from "./api";
export { listingDeps, loadListing, loadSectionListing, validateListingSearch } from "./listing-route";
