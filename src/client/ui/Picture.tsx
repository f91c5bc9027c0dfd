import type { Photo } from "../../shared/contract/posts";

/** How eagerly a picture loads: the page's largest picture first, what sits below the fold only when near. */
export type PictureLoading = "lcp" | "eager" | "lazy";

type Sized = Pick<Photo, "url" | "thumb_url" | "width" | "height" | "variants">;

/** The thumbnail's width: the server makes it at most this wide (never wider than the photo). */
const THUMB_WIDTH = 480;

/**
 * The `srcset` of each format. Without variants (photos stored before sizes were made) the thumbnail and the full
 * file stand in, so a card still downloads the small one.
 */
export function pictureSources(photo: Sized): { avif: string | null; webp: string | null; fallback: string } {
  if (photo.variants.length === 0) {
    const thumbWidth = Math.min(THUMB_WIDTH, photo.width);
    const fallback =
      photo.thumb_url && photo.thumb_url !== photo.url && thumbWidth < photo.width
        ? `${photo.thumb_url} ${String(thumbWidth)}w, ${photo.url} ${String(photo.width)}w`
        : `${photo.url} ${String(photo.width)}w`;
    return { avif: null, webp: null, fallback };
  }
  const list = (format: "avif" | "webp") =>
    photo.variants.map((variant) => `${variant[format]} ${String(variant.width)}w`).join(", ");
  return { avif: list("avif"), webp: list("webp"), fallback: `${photo.url} ${String(photo.width)}w` };
}

/**
 * A photo in the size that fits: AVIF and WebP sources from the photo's variants, `sizes` from the caller (it knows
 * the layout), width and height set so the box is reserved before the bytes arrive.
 */
export function Picture({
  photo,
  sizes,
  alt,
  loading = "lazy",
  className,
}: {
  photo: Sized;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  alt: string;
  loading?: PictureLoading;
  className?: string;
}) {
  const sources = pictureSources(photo);
  return (
    <picture className={className}>
      {sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={sizes} /> : null}
      {sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={sizes} /> : null}
      <img
        src={photo.variants.length === 0 && photo.thumb_url ? photo.thumb_url : photo.url}
        srcSet={sources.fallback}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={loading === "lazy" ? "lazy" : "eager"}
        fetchPriority={loading === "lcp" ? "high" : undefined}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}
