import { execSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { webManifest } from "./src/shared/manifest";

const root = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(root, "src/client");

/** Identifies a deployment: busts the persisted query cache and versions the service worker URL. */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let commit = "dev";
  try {
    commit = execSync("git rev-parse --short HEAD", { cwd: root, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // not a git checkout: the time alone identifies the build
  }
  return `${commit}-${Date.now().toString(36)}`;
}

/**
 * The app's own modules the entry imports statically (filled at the end of the module graph's build):
 * they all load with the first page anyway, so one "app" file carries them, compressed together,
 * instead of a dozen small shared chunks each gzipped on its own (the first page's size budget).
 */
const firstLoad = new Set<string>();

/**
 * The post cards (grid, card and its facts, like button, price line, the pages below a list): the home page,
 * listings, an author's and a post's page draw them, so one file carries them instead of one chunk each.
 */
const CARDS = new Set(
  [
    "client/features/posts/PostGrid.tsx",
    "client/features/posts/PostCard.tsx",
    "client/lib/useFieldFacts.ts",
    "client/features/posts/LatestPosts.tsx",
    "client/entities/LikeButton.tsx",
    "client/api/favourites.ts",
    "client/api/favourites-state.ts",
    "client/ui/Pagination.tsx",
    "shared/format/price.ts",
    "shared/sections/price.ts",
  ].map((file) => path.join(root, "src", file)),
);

// A descriptor marked for Lingui (`{ id: "…", message: "…" }` after its i18n comment):
// the id kept, the message dropped.
const DESCRIPTOR_MESSAGE = /(\/\*i18n\*\/\s*\{\s*id:\s*"[^"]*"),\s*message:\s*"(?:[^"\\]|\\.)*",?\s*\}/g;
export default defineConfig(({ command, isSsrBuild }) => {
  const id = command === "build" ? buildId() : "dev";
  if (isSsrBuild) {
    // The server's page renderer (src/client/entry-server.tsx): the same components, macros compiled,
    // libraries bundled in (their production builds, one React). Nothing of the browser build (PWA,
    // catalogs, chunk groups).
    return {
      root: clientDir,
      publicDir: false,
      ssr: { noExternal: true },
      // No __BUILD_ID__: the build id only matters to the browser (the persisted cache, the service worker).
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        ssr: path.join(clientDir, "entry-server.tsx"),
        outDir: path.join(root, "dist-ssr"),
        emptyOutDir: true,
        target: "node20",
        sourcemap: process.env.SOURCEMAP === "1",
        // Schemas imported on demand in the browser are static in the renderer's single load: expected here.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      },
      plugins: [
        tanstackRouter({
          target: "react",
          autoCodeSplitting: false,
          routesDirectory: path.join(clientDir, "routes"),
          generatedRouteTree: path.join(clientDir, "routeTree.gen.ts"),
        }),
        react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
      ],
    };
  }
  return {
    root: clientDir,
    publicDir: path.join(root, "public"),
    define: { __BUILD_ID__: JSON.stringify(id) },
    resolve: {
      // React 19 has useSyncExternalStore: the selector hook (TanStack's stores) uses it directly,
      // without the shim that re-implements it for React 17 and older.
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
          replacement: "use-sync-external-store/with-selector",
        },
      ],
    },
    build: {
      outDir: path.join(root, "dist"),
      emptyOutDir: true,
      target: "es2022",
      sourcemap: process.env.SOURCEMAP === "1",
      // dist/.vite/manifest.json: which chunks a page needs (scripts/size.mjs reads it).
      manifest: true,
      rolldownOptions: {
        output: {
          // Chunks are named by their hash alone: the first page carries every lazy chunk's name (its preload
          // map), so each name's letters are bytes on the critical path.
          chunkFileNames: "assets/[hash].js",
          // One compressed file for the libraries every page needs, instead of many small chunks
          // that gzip each on their own (scripts/size.mjs counts the first visit's total).
          codeSplitting: {
            groups: [
              // React alone first: the loader in index.html runs each of these files in a task of its
              // own, so no single task of the start-up holds a slow phone's main thread for long.
              { name: "react", test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 3 },
              {
                name: "vendor",
                test: /node_modules[\\/](?:use-sync-external-store|@tanstack|@lingui|jotai|js-cookie)[\\/]/,
                priority: 2,
              },
              {
                name: "cards",
                test: (module: string) => CARDS.has(module),
                priority: 0,
                includeDependenciesRecursively: false,
              },
              {
                name: "app",
                test: (module: string) => firstLoad.has(module),
                priority: 1,
                // firstLoad already holds what the first page runs; a feature's entry also re-exports
                // what only later pages use, and following it would bring those pages in too.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { "/v1": "http://127.0.0.1:3000", "/api": "http://127.0.0.1:3000", "/_i18n": "http://127.0.0.1:3000" },
    },
    plugins: [
      // The router plugin must run before React's: it transforms the route files before React's plugin compiles them.
      tanstackRouter({
        target: "react",
        autoCodeSplitting: true,
        routesDirectory: path.join(clientDir, "routes"),
        generatedRouteTree: path.join(clientDir, "routeTree.gen.ts"),
      }),
      react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
      VitePWA({
        strategies: "injectManifest",
        srcDir: root,
        filename: "custom-sw.ts",
        injectRegister: false,
        registerType: "prompt",
        manifest: webManifest,
        includeAssets: ["icons/favicon.svg", "icons/sprite.svg"],
        injectManifest: {
          // Icons and the manifest are added by the plugin itself (listing them here would add them twice).
          globPatterns: ["**/*.{js,css,html,svg,json,woff2}"],
          // build.json is how open pages notice a new deployment: it must always come from the network.
          globIgnores: ["**/node_modules/**", "custom-sw.js", "build.json", "screenshots/**", ".vite/**"],
        },
        devOptions: { enabled: false },
      }),
      {
        // The page the server drew paints first, then the app's scripts download and run: on a slow
        // phone they are ~140 KB on the wire and ~1 s of main thread, and neither may come before
        // the stylesheet and the first paint. The loader asks at once for all the first render
        // needs (no waterfall): the scripts and the page's catalog (the path's language, as in
        // src/shared/locales.ts).
        name: "obyava-start-after-paint",
        apply: "build",
        transformIndexHtml: {
          order: "post",
          handler: (html) => {
            const preloads: string[] = [];
            let entry = "";
            const rest = html
              .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_tag, href: string) => {
                preloads.push(href);
                return "";
              })
              .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
                entry = src;
                return "<!--app-loader-->";
              });
            if (!entry) throw new Error("index.html has no module entry to start after the first paint");
            const loader =
              `<script type="module">requestAnimationFrame(function(){setTimeout(function(){` +
              `function p(r,h,a){var l=document.createElement("link");l.rel=r;l.crossOrigin="anonymous";` +
              `l.href=h;if(a)l.as=a;document.head.appendChild(l)}` +
              `var s=location.pathname.split("/")[1];` +
              `p("preload","/_i18n/"+(["ua","pl","en"].indexOf(s)>=0?s:"ru")+"/messages.json","fetch");` +
              `var q=${JSON.stringify(preloads)};q.forEach(function(h){p("modulepreload",h)});` +
              // One file evaluated per task, libraries first, the entry last.
              `(function n(i){if(i<q.length)import(q[i]).then(function(){setTimeout(function(){n(i+1)})},` +
              `function(){n(q.length)});else import(${JSON.stringify(entry)})})(0)` +
              `})})</script>`;
            return rest.replace("<!--app-loader-->", loader);
          },
        },
      },
      {
        // Shared code (the section registry, the route table) labels with message descriptors that carry
        // their Russian source text; the browser reads every label from its language's compiled catalog
        // by id, so the text is left out of its build (as Lingui's macros leave it out of `t` and `msg`).
        name: "obyava-descriptor-ids",
        apply: "build",
        enforce: "pre",
        transform(code, module) {
          if (!module.startsWith(path.join(root, "src/shared/"))) return null;
          return code.replace(DESCRIPTOR_MESSAGE, "$1 }");
        },
      },
      {
        name: "obyava-first-load",
        apply: "build",
        buildEnd() {
          // Walks the static imports from main.tsx, which stays the entry chunk; the styles they
          // import go along, so the first page still has one stylesheet.
          firstLoad.clear();
          const importsOf = (module: string): readonly string[] => this.getModuleInfo(module)?.importedIds ?? [];
          const queue = [...importsOf(path.join(clientDir, "main.tsx"))];
          for (const module of queue) {
            if (firstLoad.has(module)) continue;
            firstLoad.add(module);
            queue.push(...importsOf(module));
          }
        },
      },
      {
        // The compiled catalogs ship with the build so the service worker can precache them.
        name: "obyava-i18n-catalogs",
        apply: "build",
        async generateBundle() {
          const fs = await import("node:fs/promises");
          for (const locale of ["ru", "ua", "pl", "en"]) {
            const source = await fs.readFile(path.join(root, "src/locales", locale, "messages.json"), "utf8");
            this.emitFile({ type: "asset", fileName: `_i18n/${locale}/messages.json`, source });
          }
          // The build manifest open pages poll to notice a new deployment.
          this.emitFile({ type: "asset", fileName: "build.json", source: JSON.stringify({ id }) });
        },
      },
    ],
  };
});
