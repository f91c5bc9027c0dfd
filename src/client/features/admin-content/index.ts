// The console's tabs of what the team edits; the console (its route loads lazily) draws one per tab.
export { BannedWordsTab } from "./BannedWordsTab";
export { BannersTab } from "./BannersTab";
export { CategoriesTab } from "./CategoriesTab";
export { PagesTab } from "./PagesTab";
export { SettingsTab } from "./SettingsTab";
