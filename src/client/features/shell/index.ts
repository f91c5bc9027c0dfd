import { lazy } from "react";

export { DefaultLayout } from "./DefaultLayout";
export { Logo } from "./Logo";
export { NotFoundInLayout } from "./NotFoundInLayout";
export { PostAdMenu } from "./PostAdMenu";
export { RouteLayout } from "./RouteLayout";

/** Any other error's page, loaded when one happens (never on a first visit's path). */
export const ErrorPage = lazy(() => import("./ErrorPage").then((module) => ({ default: module.ErrorPage })));
