import { useCurrentPage } from "../../lib/usePageHead";
import { BannerSlot } from "./BannerSlot";

/** The home page's banner slider, aimed at the page's state or city. */
export function HomeBanners({ location }: { location: string | undefined }) {
  const place = useCurrentPage()?.place;
  return <BannerSlot placement="slider" where={{ location, city: place?.kind === "city" ? place.slug : undefined }} />;
}
