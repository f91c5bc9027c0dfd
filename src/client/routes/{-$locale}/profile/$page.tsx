import { createFileRoute } from "@tanstack/react-router";
import { allowedValues } from "../../../../shared/routes";
import { NameForm } from "../../../features/auth/NameForm";
import { MyBannersPage } from "../../../features/banners/lazy-pages";
import { ChatPage } from "../../../app/screens/ChatPage";
import { FavouritesPage } from "../../../app/screens/FavouritesPage";
import { FindJobPage } from "../../../features/profile/FindJobPage";
import { MyPostsPage } from "../../../features/profile/MyPostsPage";
import { PaymentsPage } from "../../../app/screens/PaymentsPage";
import { SettingsPage } from "../../../features/profile/SettingsPage";
import { MY_POSTS_VIEWS } from "../../../../shared/contract/profile-views";
import { coercedInteger, oneOf, searchOf } from "../../../lib/search";

const VALUES = allowedValues("/{-$locale}/profile/$page", "page");
const validateSearch = searchOf({
  page: coercedInteger(1),
  /** The open conversation on /profile/chat. */
  c: coercedInteger(1),
  /** «Мои объявления»: the archive (sold and ended ads) instead of the current ones. */
  view: oneOf(MY_POSTS_VIEWS),
});

export const Route = createFileRoute("/{-$locale}/profile/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  validateSearch,
  component: function Profile() {
    const { page } = Route.useParams();
    const search = Route.useSearch();
    switch (page) {
      case "finish-registration":
        return <NameForm />;
      case "favorite-posts":
        return <FavouritesPage page={search.page ?? 1} />;
      case "chat":
        return <ChatPage open={search.c ?? null} />;
      case "settings":
        return <SettingsPage />;
      case "find-job":
        return <FindJobPage />;
      case "payments":
        return <PaymentsPage />;
      case "banners":
        return <MyBannersPage />;
      default:
        return <MyPostsPage page={search.page ?? 1} view={search.view ?? "current"} />;
    }
  },
});
