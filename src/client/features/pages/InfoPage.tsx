import { lazy, Suspense, type ReactNode } from "react";
import type { DocumentPage } from "../../../shared/info-documents";
import { preloadInfoPage } from "./load-info-page";
import { PageFrame } from "./PageFrame";

const InfoDocumentView = lazy(preloadInfoPage);
const DocumentBody = lazy(() => preloadInfoPage().then((view) => ({ default: view.DocumentBody })));

/** A page drawn from its document: H1, lead, `children` (the page's widget), then the document's blocks. */
export function InfoPage({ page, children }: { page: DocumentPage; children?: ReactNode }) {
  return (
    <Suspense fallback={<PageFrame />}>
      <InfoDocumentView page={page}>{children}</InfoDocumentView>
    </Suspense>
  );
}

/** Only a document's text (blocks), for a page with its own heading and offer: the landings. */
export function InfoDocumentBody({ page }: { page: DocumentPage }) {
  return (
    <Suspense fallback={null}>
      <DocumentBody page={page} />
    </Suspense>
  );
}
