import { lazy } from "react";

// The order form and the buyer's figures load when their page opens, never with the first page.
export const BannerOrderForm = lazy(() =>
  import("./BannerOrderForm").then((module) => ({ default: module.BannerOrderForm })),
);
export const MyBannersPage = lazy(() =>
  import("./MyBannersPage").then((module) => ({ default: module.MyBannersPage })),
);
