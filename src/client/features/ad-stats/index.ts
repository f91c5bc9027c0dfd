export { RequestsPage } from "./RequestsPage";
export { StatisticPage } from "./StatisticPage";
