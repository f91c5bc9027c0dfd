export { LanguageSwitch } from "./LanguageSwitch";
export { activateLocale, loadCatalog, loadLocale } from "./catalog";
export { firstVisitLanguageRedirect } from "./detect";
