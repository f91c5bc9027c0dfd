export { LanguageSwitch } from "./LanguageSwitch";
export { activateLocale, loadCatalog } from "./catalog";
export { firstVisitLanguageRedirect } from "./detect";
