import { BannedWordsTab } from "./content/BannedWordsTab";
import { BannersTab } from "./content/BannersTab";
import { CategoriesTab } from "./content/CategoriesTab";
import { PagesTab } from "./content/PagesTab";
import { SettingsTab } from "./content/SettingsTab";

/** The tabs of what the team edits: their screens come from the team's editing feature. */
export type TeamTabName = "settings" | "words" | "categories" | "pages" | "banners";

export function TeamTab({ tab }: { tab: TeamTabName }) {
  switch (tab) {
    case "settings":
      return <SettingsTab />;
    case "words":
      return <BannedWordsTab />;
    case "categories":
      return <CategoriesTab />;
    case "pages":
      return <PagesTab />;
    case "banners":
      return <BannersTab />;
  }
}
