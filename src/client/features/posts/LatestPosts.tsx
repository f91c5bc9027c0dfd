import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { useLocale } from "../../lib/useLocale";
import { postListQuery, type PostListParams } from "../../api/posts";
import { Pagination } from "../../ui/Pagination";
import { PostGrid } from "./PostGrid";

/** Cards drawn with the app's very first page; the rest follow in a transition that yields to the browser. */
const FIRST_PAINT_CARDS = 6;
let firstPageDrawn = false;

/** Whether all cards may be drawn at once: always, except on the app's first page while it starts. */
function useAllCards(): boolean {
  const [all, setAll] = useState(firstPageDrawn);
  useEffect(() => {
    firstPageDrawn = true;
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all;
}

/** The newest ads, of every section or of the chosen one, a page at a time (section names only when mixed). */
export function LatestPosts({ params, inside }: { params: PostListParams; inside?: ReactNode }) {
  const locale = useLocale();
  const { data } = useSuspenseQuery(postListQuery(locale, params));
  const allCards = useAllCards();
  const cards = allCards ? data.data : data.data.slice(0, FIRST_PAINT_CARDS);
  const total = data.meta.total;
  return (
    <section aria-labelledby="latest-heading" className="latest">
      <div className="latest__head">
        <h2 id="latest-heading">
          <Trans>Свежие объявления</Trans>
        </h2>
        <p className="latest__count">
          <Trans>Всего объявлений: {total}</Trans>
        </p>
      </div>
      {data.data.length === 0 ? (
        <p className="empty">
          <Trans>Пока здесь нет объявлений. Загляните чуть позже.</Trans>
        </p>
      ) : (
        <PostGrid posts={cards} withSections={!params.section} inside={inside} />
      )}
      <Pagination page={data.meta.page} lastPage={data.meta.last_page} />
    </section>
  );
}
