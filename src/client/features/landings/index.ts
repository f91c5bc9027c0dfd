export { landingQuery } from "./api";
export { LandingPage } from "./LandingPage";
