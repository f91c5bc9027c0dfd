export { ChatPage } from "./ChatPage";
export { FavouritesPage } from "./FavouritesPage";
export { FindJobPage } from "./FindJobPage";
export { MyPostsPage } from "./MyPostsPage";
export { OwnerPanel } from "./OwnerPanel";
export { SettingsPage } from "./SettingsPage";
export { useOwnAdOf } from "./useOwnAdOf";
export { ProfileSection } from "./ProfileSection";
