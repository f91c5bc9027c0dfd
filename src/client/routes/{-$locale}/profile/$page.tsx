import { createFileRoute } from "@tanstack/react-router";
import { MY_POSTS_VIEWS } from "../../../../shared/contract/profile-views";
import { isProfilePageSlug } from "../../../../shared/routes";
// Drawn by the component only: the route's code splitting keeps the screens out of the first load.
import { PROFILE_SCREENS } from "../../../app/routing/profile-screens";
import { coercedInteger, oneOf, searchOf } from "../../../lib/search";

const validateSearch = searchOf({
  page: coercedInteger(1),
  /** The open conversation on /profile/chat. */
  c: coercedInteger(1),
  /** «Мои объявления»: the archive (sold and ended ads) instead of the current ones. */
  view: oneOf(MY_POSTS_VIEWS),
});

export const Route = createFileRoute("/{-$locale}/profile/$page")({
  params: { parse: ({ page }) => (isProfilePageSlug(page) ? { page } : false) },
  validateSearch,
  component: function Profile() {
    const { page } = Route.useParams();
    return PROFILE_SCREENS[page](Route.useSearch());
  },
});
