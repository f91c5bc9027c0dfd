export { AdminConsole } from "./AdminConsole";
export { isAdminTab, validateAdminSearch, type AdminSearch } from "./search";
