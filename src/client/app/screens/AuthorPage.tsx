import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { AuthorType } from "../../../shared/contract/articles";
import { useLocale } from "../../lib/useLocale";
import { Pagination } from "../../ui/Pagination";
import { PostGrid } from "../../features/posts/PostGrid";
import { authorQuery } from "../../api/articles";

/** An author and their articles, newest first, a page at a time. */
export function AuthorPage({ type, slug, page }: { type: AuthorType; slug: string; page: number }) {
  const locale = useLocale();
  const { data } = useSuspenseQuery(authorQuery(locale, type, slug, page));
  const name = data.data.author.name;
  return (
    <>
      <h1 className="page-title">{name}</h1>
      <p className="page-frame__lead">
        <Trans>Статьи автора {name}</Trans>
      </p>
      <PostGrid posts={data.data.posts} />
      <Pagination page={data.meta.page} lastPage={data.meta.last_page} />
    </>
  );
}
