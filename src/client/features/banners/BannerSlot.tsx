import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { widgetsPath, type BannerPlace } from "../../../shared/api-paths";
import type { Banner, WidgetsResponse } from "../../../shared/contract/widgets";
import { PAGE_PLACEMENTS, pageOfPlacement, type WidgetType } from "../../../shared/placements";
import { apiGet } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { bannersCountAtom } from "./state";

/** A banner's link: counts the click, then sends the visitor on to the banner's own address. */
const bannerClickPath = (id: number) => `/v1/widgets/${String(id)}/click`;

// Response schemas load with the call, not with the page (lib/api.ts).
const widgetsContract = () => import("../../../shared/contract/widgets");

/** One banner: counted once seen, and its link counts the click on the way to the advertiser. */
function BannerCard({ banner, eager }: { banner: Banner; eager: boolean }) {
  const { t } = useLingui();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Counting loads after the page has painted: it is not the first page's weight.
    let stop: (() => void) | null = null;
    let gone = false;
    void import("./impressions").then(({ watchImpression }) => {
      if (!gone) stop = watchImpression(element, banner.id);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [banner.id]);
  return (
    <a
      ref={ref}
      className="banner"
      href={bannerClickPath(banner.id)}
      target="_blank"
      rel="noopener sponsored"
      data-banner={banner.id}
    >
      {banner.image_url ? (
        <img src={banner.image_url} alt="" loading={eager ? "eager" : "lazy"} width={640} height={320} />
      ) : null}
      <span className="banner__label">{t`Реклама`}</span>
      <strong className="banner__title">{banner.title}</strong>
      {banner.text ? <span className="banner__text">{banner.text}</span> : null}
    </a>
  );
}

/**
 * Banners of one placement. Every slot of a page reads one call that brings all the page's placements, so a page
 * asks once; a page whose banners cannot be fetched simply has none.
 */
export function BannerSlot({ placement, where }: { placement: WidgetType; where: BannerPlace }) {
  const { t } = useLingui();
  const locale = useLocale();
  const setCount = useSetAtom(bannersCountAtom);
  const path = widgetsPath(PAGE_PLACEMENTS[pageOfPlacement(placement)], where);
  // Banners come with the page, not after it (no layout shift under the reader's finger).
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
    <aside className={`banners banners--${placement}`} aria-label={t`Реклама`} data-placement={placement}>
      {banners.map((banner, index) => (
        <BannerCard key={banner.id} banner={banner} eager={placement === "listing" && index === 0} />
      ))}
    </aside>
  );
}
