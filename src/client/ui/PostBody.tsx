import type { PostDetail } from "../../shared/contract/posts";
import { Gallery } from "./Gallery";
import { useFieldFacts } from "../lib/useFieldFacts";

/** What an ad says as its page shows it: photos, price, its fields' facts and its text (the ad page, the console). */
export function PostBody({ post }: { post: PostDetail }) {
  // The price stands above the facts, in large type: a row repeating it would say it twice.
  const facts = useFieldFacts()(post.section, post.fields, post.time_zone).filter((fact) => !post.price || !fact.money);
  return (
    <>
      {post.photos.length ? <Gallery photos={post.photos} /> : null}
      {post.price ? <p className="post-page__price">{post.price}</p> : null}
      {facts.length ? (
        <dl className="facts">
          {facts.map((fact) => (
            <div key={fact.label} className="facts__row">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {/* Ads posted through the forms hold HTML the server sanitized with an allowlist on the way in. */}
      {post.content.trimStart().startsWith("<") ? (
        <div className="post-page__content" dangerouslySetInnerHTML={{ __html: post.content }} />
      ) : (
        <div className="post-page__content">
          {post.content.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </>
  );
}
