// The server's page renderer (built by `vite build --ssr` into dist-ssr, used by src/server/html/ssr.ts):
// it draws a page's first screen into the HTML, so a visitor reads it before the scripts have run.
import { AsyncLocalStorage } from "node:async_hooks";
import { setupI18n, type Messages } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import { prerender } from "react-dom/static";
import { LOCALE_TAGS } from "../shared/locales";
import type { RenderPage, Transport } from "../shared/page-render";
import { App } from "./App";
import { loadCatalog } from "./features/i18n/catalog";
import { setApiTransport } from "./lib/api";
import { setBootAnswerSource } from "./lib/boot-data";
import { createAppRouter } from "./router";

interface PageContext {
  answers: Map<string, unknown>;
  send: Transport;
}

// Pages are drawn concurrently: each one's calls and answers follow its own async context.
const pages = new AsyncLocalStorage<PageContext>();

setApiTransport((path, init) => {
  const page = pages.getStore();
  return page ? page.send(path, init) : Promise.reject(new Error(`${path}: called outside a page render`));
});
setBootAnswerSource(() => pages.getStore()?.answers ?? new Map<string, unknown>());

export const renderPage: RenderPage = (request) =>
  pages.run({ answers: new Map(Object.entries(request.answers)), send: request.send }, async () => {
    const messages = request.messages as Messages;
    // The router's language step activates the shared catalog too (the pipeline names things with it).
    loadCatalog(request.locale, messages);
    const i18n = setupI18n({
      locale: request.locale,
      locales: [LOCALE_TAGS[request.locale]],
      messages: { [request.locale]: messages },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [request.url] }));
    await router.load();
    // A redirect, a missing page or an error: the browser shows it as it always did.
    if (router.state.matches.some((match) => match.status !== "success")) return null;
    const signal = AbortSignal.timeout(request.timeoutMs);
    const { prelude } = await prerender(
      <App store={createStore()} i18n={i18n} queryClient={queryClient} router={router} />,
      {
        signal,
        // Every part inline, none completed later by React's inline scripts ($RC…): the page's CSP runs
        // only the scripts it knows the hash of (docs/security.md), and the content shows with the HTML.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          if (!signal.aborted) console.error("[ssr]", request.url, error);
        },
      },
    );
    const html = await new Response(prelude).text();
    queryClient.clear();
    // A part React gave up on (an error, the time limit) would leave a hole the browser fills later:
    // the page is then better drawn whole by the browser.
    return html.includes("<!--$!-->") ? null : html;
  });
