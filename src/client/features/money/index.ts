export { isMoneyPage, MoneyPage } from "./MoneyPage";
export type { MoneySearch } from "./search";
export { bannerStatsQuery, createPaymentMutation, productsQuery } from "./api";
