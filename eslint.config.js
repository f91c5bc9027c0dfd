import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import pluginRouter from "@tanstack/eslint-plugin-router";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A boundaries policy: files of `from` may import only elements of the `to` types. */
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "dist-ssr/**",
      "dist-server/**",
      "node_modules/**",
      "src/client/routeTree.gen.ts",
      "test-results/**",
      "playwright-report/**",
      ".tmp/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": "off",
      // TanStack Router's notFound() and redirect() are thrown by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "package", package: "@tanstack/router-core", name: ["NotFoundError", "Redirect"] }] },
      ],
    },
  },
  {
    files: ["custom-sw.ts"],
    languageOptions: {
      parserOptions: { projectService: false, project: "./tsconfig.sw.json", tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.serviceworker },
    },
  },
  { files: ["**/*.{js,mjs,cjs}"], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Small functions and files: one that grows past these is doing two things. Data tables (seed data,
    // generated files) are exempt. What is longer today is listed in eslint-suppressions.json, which may only shrink:
    // ESLint fails on a suppression that no longer occurs until `npx eslint --prune-suppressions` removes it.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/seed/demo-posts-data/**", "src/server/seed/*-data.ts", "src/server/db/migrations/**"],
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  ...pluginQuery.configs["flat/recommended"],
  ...pluginRouter.configs["flat/recommended"],
  {
    // One direction of imports: client → shared ← server, never client ↔ server;
    // inside the client routes → app → features → api → ui/lib.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/include": ["src/**/*"],
      "boundaries/elements": [
        { type: "shared", pattern: "src/shared" },
        { type: "server", pattern: "src/server" },
        { type: "client-routes", pattern: "src/client/routes" },
        { type: "client-features", pattern: "src/client/features/*", capture: ["feature"] },
        { type: "client-entities", pattern: "src/client/entities" },
        { type: "client-api", pattern: "src/client/api" },
        { type: "client-ui", pattern: "src/client/ui" },
        { type: "client-lib", pattern: "src/client/lib" },
        // What composes several features: the shell, layouts, the page loader (routes -> app -> features).
        { type: "client-app", pattern: "src/client/app" },
        // Last: the entry files directly in src/client (the first matching element wins).
        { type: "client-entry", pattern: "src/client" },
      ],
      "import/resolver": { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            allow("shared", ["shared"]),
            allow("server", ["server", "shared"]),
            allow("client-entry", [
              "client-entry",
              "client-app",
              "client-routes",
              "client-features",
              "client-entities",
              "client-api",
              "client-ui",
              "client-lib",
              "shared",
            ]),
            allow("client-app", [
              "client-app",
              "client-features",
              "client-entities",
              "client-api",
              "client-ui",
              "client-lib",
              "shared",
            ]),
            allow("client-routes", [
              "client-routes",
              "client-app",
              "client-features",
              "client-entities",
              "client-api",
              "client-ui",
              "client-lib",
              "shared",
            ]),
            allow("client-features", [
              "client-features",
              "client-entities",
              "client-api",
              "client-ui",
              "client-lib",
              "shared",
            ]),
            // What several features show and do with one thing (an ad's status, the like, the location picker):
            // components and hooks over the api layer, below every feature.
            allow("client-entities", ["client-entities", "client-api", "client-ui", "client-lib", "shared"]),
            // Query options, key factories and the session's state that several features read.
            allow("client-api", ["client-api", "client-ui", "client-lib", "shared"]),
            allow("client-ui", ["client-ui", "client-lib", "shared"]),
            allow("client-lib", ["client-lib", "shared"]),
          ],
        },
      ],
    },
  },
);
