export { ContactForm } from "./ContactForm";
