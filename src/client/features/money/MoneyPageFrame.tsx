import type { ReactNode } from "react";
import "../../ui/forms.css";
import "./money.css";

/** A payment page's frame: its heading, a line under it, and its content in a column a phone reads. */
export function MoneyPageFrame({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="page-section money-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {lead ? <p className="money-page__lead">{lead}</p> : null}
      {children}
    </section>
  );
}
