export { bannerStatsQuery, createPaymentMutation, productsQuery } from "./api";
export { isMoneyPage, MoneyPage } from "./MoneyPage";
export { MyPayments } from "./MyPayments";
