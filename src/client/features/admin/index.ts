export { AdminConsole } from "./AdminConsole";
export { validateAdminSearch, type AdminSearch } from "./search";
