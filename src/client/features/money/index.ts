export { isMoneyPage, MoneyPage } from "./MoneyPage";
export type { MoneySearch } from "./search";
