export { contactFormMutation } from "./api";
