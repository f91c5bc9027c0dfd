import { lazy } from "react";

/** Any other error's page, loaded when one happens (never on a first visit's path). */
export const ErrorPage = lazy(() => import("./ErrorPage").then((module) => ({ default: module.ErrorPage })));
