/**
 * The document pages' drawing (blocks, FAQ search, figures) is a chunk of its own, off every other page's first
 * scripts: the loader of a document page asks for it with the document, and the server draws it into the HTML.
 */
export const preloadInfoPage = () => import("./InfoDocumentView");
