import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { homeParams, useLocale } from "../i18n/useLocale";
import { Pagination } from "../posts/Pagination";
import { PostCard } from "../posts/PostCard";
import { favouritesQuery } from "./api";
import { ProfileNav } from "./ProfileNav";
import "../../ui/forms.css";

/** /profile/favorite-posts: the ads the user liked, newest like first. */
export function FavouritesPage({ page }: { page: number }) {
  const locale = useLocale();
  const favourites = useQuery(favouritesQuery(locale, page));
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Избранное</Trans>
      </h1>
      <ProfileNav current="favorite-posts" />
      {favourites.isPending ? (
        <p role="status">
          <Trans>Загрузка…</Trans>
        </p>
      ) : favourites.isError ? (
        <p role="alert">{favourites.error.message}</p>
      ) : favourites.data.data.length === 0 ? (
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
          <ul className="post-grid">
            {favourites.data.data.map((post) => (
              <li key={post.id}>
                <PostCard post={post} sectionName={undefined} />
              </li>
            ))}
          </ul>
          <Pagination page={favourites.data.meta.page} lastPage={favourites.data.meta.last_page} />
        </>
      )}
    </section>
  );
}
