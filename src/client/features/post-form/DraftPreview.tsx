import { Plural, Trans } from "@lingui/react/macro";
import type { Draft } from "../../lib/draft-store";

const EXCERPT_CHARS = 160;

/** What the offered draft holds, so the user knows what they resume: its title, its first lines, its photos. */
export function DraftPreview({ draft }: { draft: Draft }) {
  const title = draft.values.title.trim();
  const content = draft.values.content.trim();
  const excerpt = content.length > EXCERPT_CHARS ? `${content.slice(0, EXCERPT_CHARS).trimEnd()}…` : content;
  const photos = draft.photos.length;
  return (
    <div className="draft-preview">
      <p className="draft-preview__title">{title || <Trans>Без заголовка</Trans>}</p>
      {excerpt ? <p className="draft-preview__text">{excerpt}</p> : null}
      {photos > 0 ? (
        <p className="draft-preview__meta">
          <Plural value={photos} one="# фото" few="# фото" many="# фото" other="# фото" />
        </p>
      ) : null}
    </div>
  );
}
