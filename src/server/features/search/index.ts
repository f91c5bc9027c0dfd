export { searchRoutes } from "./routes";
