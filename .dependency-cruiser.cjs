/**
 * The import rules `npm test` checks (`npm run check:imports`): no import cycle anywhere in src, and no feature
 * imports another feature, on the client or on the server. What two features share moves down (lib/, ui/, api/,
 * entities/, db/, http/, shared/); what combines them moves up (the client's app/ and routes/, the server's app.ts).
 * The client ↔ server rule and the layers' direction are ESLint's (eslint-plugin-boundaries in eslint.config.js).
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "An import cycle ties modules that should stand apart; break it by moving the shared part down.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "client-feature-imports-feature",
      severity: "error",
      comment:
        "A client feature never imports another: share below it (entities/, api/, lib/, ui/), compose above it (app/).",
      from: { path: "^src/client/features/([^/]+)/" },
      to: { path: "^src/client/features/([^/]+)/", pathNot: "^src/client/features/$1/" },
    },
    {
      name: "server-feature-imports-feature",
      severity: "error",
      comment: "Server features meet through the database and events (lib/), not each other's modules.",
      from: { path: "^src/server/features/([^/]+)/" },
      to: { path: "^src/server/features/([^/]+)/", pathNot: "^src/server/features/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "routeTree\\.gen\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    skipAnalysisNotInRules: true,
  },
};
