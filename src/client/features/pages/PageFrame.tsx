import type { ReactNode } from "react";
import { usePageHead } from "../../lib/usePageHead";

/** An information page of the route table (about, terms, payments…): its H1, lead and the page's own widget. */
export function PageFrame({ children }: { children?: ReactNode }) {
  const { head } = usePageHead();
  return (
    <article className="page-frame" aria-labelledby="page-title">
      <h1 id="page-title">{head.h1}</h1>
      <p className="page-frame__lead">{head.description}</p>
      {children}
    </article>
  );
}
