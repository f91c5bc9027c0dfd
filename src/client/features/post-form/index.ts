export { OutboxGate } from "./OutboxGate";
export { PendingClaimBanner } from "./PendingClaimBanner";
export { PostFormPage } from "./PostFormPage";
export { deletePost, setPostActive } from "./api";
export { useOutbox } from "./useOutbox";
