import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { homeParams, useLocale } from "../../lib/useLocale";
import { Pagination } from "../../ui/Pagination";
import { PostGrid } from "../../features/posts/PostGrid";
import { favouritesQuery } from "../../features/profile/api";
import { QueryView } from "../../ui/QueryView";
import { ProfileSection } from "../../entities/ProfileSection";

/** /profile/favorite-posts: the ads the user liked, newest like first. */
export function FavouritesPage({ page }: { page: number }) {
  const locale = useLocale();
  const favourites = useQuery(favouritesQuery(locale, page));
  return (
    <ProfileSection current="favorite-posts">
      <QueryView query={favourites}>
        {(found) =>
          found.data.length === 0 ? (
            <div className="empty">
              <p>
                <Trans>Здесь появятся объявления, которые вы отметите сердечком.</Trans>
              </p>
              <Link to="/{-$locale}/{-$location}" params={homeParams(locale)}>
                <Trans>Смотреть объявления</Trans>
              </Link>
            </div>
          ) : (
            <>
              <PostGrid posts={found.data} />
              <Pagination page={found.meta.page} lastPage={found.meta.last_page} />
            </>
          )
        }
      </QueryView>
    </ProfileSection>
  );
}
