import { useQuery } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { useLocale } from "../../lib/useLocale";
import { seoMetaQuery } from "./api";

/** JSON-LD inside the page: `<` is escaped so no text can close the script element. */
function jsonLd(text: string): string {
  return text.replace(/</g, "\\u003c");
}

/**
 * The SEO block under a listing: its text, its FAQ (with FAQPage structured data)
 * and its how-to. Nothing shows while it loads or when the page has none.
 */
export function SeoBlock() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const meta = useQuery(seoMetaQuery(locale, pathname)).data?.data;
  if (!meta) return null;
  const faqs = meta.faq_listing.faqs.length ? meta.faq_listing.faqs : meta.faq;
  const schema = meta.schema ? (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(meta.schema) }} />
  ) : null;
  // A page with nothing to read (a news tag's page) gets no empty box, only its structured data.
  if (!meta.seo_text && !faqs.length && !meta.howto) return schema;
  return (
    <section className="seo-block" aria-label={meta.h1}>
      {meta.seo_text ? <p className="seo-block__text">{meta.seo_text}</p> : null}
      {faqs.length ? (
        <div className="seo-block__faq">
          <h2>{meta.faqs_title}</h2>
          {faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
      {meta.howto ? (
        <div className="seo-block__howto">
          <h2>{meta.howto.name}</h2>
          <ol>
            {meta.howto.steps.map((step) => (
              <li key={step.name}>
                <strong>{step.name}</strong> {step.text}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {schema}
    </section>
  );
}
