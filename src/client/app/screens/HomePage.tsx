import { Trans } from "@lingui/react/macro";
import { HomeBanners } from "../../features/banners/HomeSlider";
import { usePageHead } from "../../lib/usePageHead";
import type { PostListParams } from "../../api/posts";
import { HomeSlider } from "../../features/posts/HomeSlider";
import { LatestPosts } from "../../features/posts/LatestPosts";

export function HomePage({ params }: { params: PostListParams }) {
  const { head } = usePageHead();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{head.h1}</h1>
        <p className="hero__lead">
          <Trans>
            Работа и CDL-вакансии, жильё, авто, услуги, знакомства и афиша — на русском, украинском, польском и
            английском.
          </Trans>
        </p>
      </section>
      {params.page === 1 ? <HomeSlider location={params.location} /> : null}
      <HomeBanners location={params.location} />
      <LatestPosts params={params} />
    </>
  );
}
