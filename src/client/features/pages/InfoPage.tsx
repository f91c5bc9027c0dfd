import { lazy, Suspense, type ReactNode } from "react";
import type { DocumentPage } from "../../../shared/info-documents";
import { PageFrame } from "./PageFrame";

/**
 * The document pages' drawing (blocks, FAQ search, figures) is a chunk of its own, off every other page's first
 * scripts: the loader of a document page asks for it with the document, and the server draws it into the HTML.
 */
export const preloadInfoPage = () => import("./InfoDocumentView");
const InfoDocumentView = lazy(preloadInfoPage);

/** A page drawn from its document: H1, lead, `children` (the page's widget), then the document's blocks. */
export function InfoPage({ page, children }: { page: DocumentPage; children?: ReactNode }) {
  return (
    <Suspense fallback={<PageFrame />}>
      <InfoDocumentView page={page}>{children}</InfoDocumentView>
    </Suspense>
  );
}
