import type { ReactNode } from "react";

export interface FaqItem {
  question: ReactNode;
  answer: ReactNode;
}

/** Questions of an offer page, each answer opening under its question (no script needed: <details>). */
export function OfferFaq({ id, title, items }: { id: string; title: ReactNode; items: readonly FaqItem[] }) {
  return (
    <section className="offer-section" aria-labelledby={id}>
      <h2 id={id} className="offer-section__title">
        {title}
      </h2>
      <div className="offer-faq">
        {items.map((item, index) => (
          // The list is fixed for the page's life: its order is its identity.
          <details key={index}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
