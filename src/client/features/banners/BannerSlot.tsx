import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { widgetsPath, type BannerPlace } from "../../../shared/api-paths";
import type { WidgetsResponse, WidgetType } from "../../../shared/contract/widgets";
import { apiGet } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { bannersCountAtom } from "./state";

// Response schemas load with the call, not with the page (lib/api.ts).
const widgetsContract = () => import("../../../shared/contract/widgets");

/** Banners of one placement for the page; category goes along only when the type is neither local nor owners. */
export function BannerSlot({ placement, where }: { placement: WidgetType; where: BannerPlace }) {
  const { t } = useLingui();
  const locale = useLocale();
  const setCount = useSetAtom(bannersCountAtom);
  const path = widgetsPath(placement, where);
  // Banners come with the page, not after it (no layout shift under the reader's finger); a page
  // whose banners cannot be fetched simply has none.
  const banners = useSuspenseQuery({
    queryKey: ["widgets", locale, path] as const,
    queryFn: ({ signal }) =>
      apiGet(path, () => widgetsContract().then((m) => m.widgetsResponseSchema), { locale, signal }).catch(
        (error: unknown): WidgetsResponse => {
          if (signal.aborted) throw error;
          return { data: {} };
        },
      ),
    staleTime: 5 * 60 * 1000,
  }).data.data[placement];
  const count = banners?.length ?? 0;
  useEffect(() => setCount((old) => ({ ...old, [placement]: count })), [count, placement, setCount]);
  if (!banners?.length) return null;
  return (
    <aside className={`banners banners--${placement}`} aria-label={t`Реклама`}>
      {banners.map((banner) => (
        <a key={banner.id} className="banner" href={banner.link} target="_blank" rel="noopener sponsored">
          {banner.image_url ? <img src={banner.image_url} alt="" loading="lazy" /> : null}
          <span className="banner__label">{t`Реклама`}</span>
          <strong className="banner__title">{banner.title}</strong>
          <span className="banner__text">{banner.text}</span>
        </a>
      ))}
    </aside>
  );
}
