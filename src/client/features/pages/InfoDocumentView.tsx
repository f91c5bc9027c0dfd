import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useLingui as useLinguiCore } from "@lingui/react";
import { useEffect, type ReactNode } from "react";
import { headOf } from "../../../shared/head";
import type { Block, InfoDocument } from "../../../shared/contract/info-pages";
import type { DocumentPage } from "../../../shared/info-documents";
import { LOCALE_TAGS } from "../../../shared/locales";
import { dateTimeFormat } from "../../lib/intl";
import { translator } from "../../lib/translate";
import { useLocale } from "../../lib/useLocale";
import { AboutFigures } from "./AboutFigures";
import { BlockList } from "../../ui/Blocks";
import { FaqView } from "./FaqView";
import { infoPageQuery } from "./api";
import { usePageHead } from "../../lib/usePageHead";

/** Documents people agree to: they show their version and the day it took effect. */
const LEGAL_PAGES: readonly DocumentPage[] = ["terms-of-use", "privacy-policy"];

/** A document with this many `##` sections gets a table of contents: fewer are seen at a glance. */
const TOC_FROM = 4;

/** «Редакция 1 от 24 ноября 2026 г.»: the version people agreed to and the day it took effect. */
function LegalLine({ document }: { document: InfoDocument }) {
  const locale = useLocale();
  // The date is a calendar day, not an instant: read at UTC noon it is the same day in every zone.
  const date = dateTimeFormat(LOCALE_TAGS[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${document.effective_on}T12:00:00Z`));
  const version = document.version;
  return (
    <p className="doc__edition">
      <Trans>
        Редакция {version} от <time dateTime={document.effective_on}>{date}</time>
      </Trans>
    </p>
  );
}

function TableOfContents({ blocks }: { blocks: readonly Block[] }) {
  const { t } = useLingui();
  const sections = blocks.flatMap((block) => (block.type === "heading" && block.level === 2 ? [block] : []));
  if (sections.length < TOC_FROM) return null;
  return (
    <nav className="doc__toc" aria-label={t`Содержание`}>
      <h2 className="doc__toc-title">
        <Trans>Содержание</Trans>
      </h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * An information page: its document's title as the H1 and its lead, the page's own widget (a form, the reviews…),
 * then the document. Without a document yet (never seen offline), the route table's title and lead.
 */
export default function InfoDocumentView({ page, children }: { page: DocumentPage; children?: ReactNode }) {
  const locale = useLocale();
  const { i18n } = useLinguiCore();
  const { route, head } = usePageHead();
  const document = useQuery(infoPageQuery(locale, page)).data?.data ?? null;
  // The head follows the document, as the server wrote it; this runs after the layout's HeadSync (its sibling
  // before the page), so the route table's title does not come back over it.
  const own = document
    ? headOf(route, translator(i18n), { ownTitle: document.title, ownDescription: document.description })
    : null;
  const title = own?.title;
  const description = own?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    globalThis.document.title = title;
    globalThis.document.head.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
  const blocks = document?.blocks ?? [];
  return (
    <article className="doc" aria-labelledby="page-title">
      <header className="doc__header">
        <h1 id="page-title">{document?.title ?? head.h1}</h1>
        <p className="doc__lead">{document?.description ?? head.description}</p>
        {document && LEGAL_PAGES.includes(page) ? <LegalLine document={document} /> : null}
      </header>
      {page === "about" ? <AboutFigures /> : null}
      {children}
      {page === "faq" ? (
        <FaqView blocks={blocks} />
      ) : (
        <div className="doc__body">
          <TableOfContents blocks={blocks} />
          <BlockList blocks={blocks} />
        </div>
      )}
    </article>
  );
}

/** A document's text alone, under a page that draws its own heading (a landing's offer). */
export function DocumentBody({ page }: { page: DocumentPage }) {
  const locale = useLocale();
  const document = useQuery(infoPageQuery(locale, page)).data?.data ?? null;
  if (!document) return null;
  return (
    <div className="doc__body">
      <BlockList blocks={document.blocks} />
    </div>
  );
}
