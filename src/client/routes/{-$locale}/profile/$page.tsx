import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { allowedValues } from "../../../../shared/routes";
import { NameForm } from "../../../features/auth/NameForm";
import { ChatPage } from "../../../features/chat/ChatPage";
import { FavouritesPage } from "../../../features/profile/FavouritesPage";
import { FindJobPage } from "../../../features/profile/FindJobPage";
import { MyPostsPage } from "../../../features/profile/MyPostsPage";
import { SettingsPage } from "../../../features/profile/SettingsPage";

const VALUES = allowedValues("/{-$locale}/profile/$page", "page");
const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  /** The open conversation on /profile/chat. */
  c: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute("/{-$locale}/profile/$page")({
  params: { parse: ({ page }) => (VALUES.has(page) ? { page } : false) },
  validateSearch: searchSchema,
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
      default:
        return <MyPostsPage page={search.page ?? 1} />;
    }
  },
});
