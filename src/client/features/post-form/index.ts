export { OutboxGate } from "./OutboxGate";
export { PendingClaimBanner } from "./PendingClaimBanner";
export { PostFormPage } from "./PostFormPage";
export { deleteAdMutation, setAdActiveMutation } from "./api";
export { useOutbox } from "./useOutbox";
export { PHOTO_ACCEPT, preparePhoto, uploadPhoto } from "./photo-upload";
