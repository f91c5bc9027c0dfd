export { contactFormMutation } from "./api";
export { MessageFields } from "./MessageFields";
