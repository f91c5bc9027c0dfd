export { feedbacksQuery } from "./api";
export { FeedbacksWidget } from "./FeedbacksWidget";
