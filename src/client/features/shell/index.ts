export { DefaultLayout } from "./DefaultLayout";
export { ErrorPage } from "./ErrorPage";
export { NotFoundInLayout } from "./NotFoundPage";
export { RouteLayout } from "./RouteLayout";
