import type { ReactNode } from "react";
import type { MyPostsView } from "../../../shared/contract/profile-views";
import type { ProfilePageSlug } from "../../../shared/routes";
import { NameForm } from "../../features/auth/NameForm";
import { MyBannersPage } from "../../features/banners/lazy-pages";
import { FindJobPage } from "../../features/profile/FindJobPage";
import { MyPostsPage } from "../../features/profile/MyPostsPage";
import { SettingsPage } from "../../features/profile/SettingsPage";
import { ChatPage } from "../screens/ChatPage";
import { FavouritesPage } from "../screens/FavouritesPage";
import { PaymentsPage } from "../screens/PaymentsPage";

/** What /profile/$page reads from its address: the list's page, the open conversation, the ads' view. */
export interface ProfileSearch {
  page?: number | undefined;
  c?: number | undefined;
  view?: MyPostsView | undefined;
}

/**
 * The account's screens, one for each page of the route table (a page added there without a screen here is a type
 * error): the route draws the one its address names.
 */
export const PROFILE_SCREENS: Readonly<Record<ProfilePageSlug, (search: ProfileSearch) => ReactNode>> = {
  listing: ({ page, view }) => <MyPostsPage page={page ?? 1} view={view ?? "current"} />,
  "finish-registration": () => <NameForm />,
  "favorite-posts": ({ page }) => <FavouritesPage page={page ?? 1} />,
  chat: ({ c }) => <ChatPage open={c ?? null} />,
  settings: () => <SettingsPage />,
  "find-job": () => <FindJobPage />,
  payments: () => <PaymentsPage />,
  banners: () => <MyBannersPage />,
};
