export { sendContactForm } from "./api";
