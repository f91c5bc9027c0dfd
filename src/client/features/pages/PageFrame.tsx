import { Trans } from "@lingui/react/macro";
import { usePageHead } from "./usePageHead";

/** A page of the route table with its H1 and lead: the frame the feature issues fill in. */
export function PageFrame() {
  const { route, head } = usePageHead();
  return (
    <article className="page-frame" aria-labelledby="page-title">
      <h1 id="page-title">{head.h1}</h1>
      <p className="page-frame__lead">{head.description}</p>
      {route.kind === "form" || route.kind === "profile" || route.kind === "profile-edit" ? (
        <p className="page-frame__note">
          <Trans>Этот раздел скоро откроется здесь.</Trans>
        </p>
      ) : null}
    </article>
  );
}
