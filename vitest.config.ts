import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "./tests/support/workers.mjs";

export default defineConfig({
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } })],
  define: { __BUILD_ID__: JSON.stringify("test") },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Rules, formats and stores in plain Node: a browser's document costs each file a second it does not use.
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          exclude: ["tests/unit/**/*.dom.test.{ts,tsx}"],
          environment: "node",
          // Files of a worker share their modules (imported once): they stub nothing they do not restore.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // What draws components or reads the browser's storage, history and workers: named *.dom.test.*.
          name: "unit-dom",
          include: ["tests/unit/**/*.dom.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          setupFiles: ["tests/api/worker-setup.ts"],
          // Files run in parallel, one worker a core, each worker on a server and database of its own: files of one
          // worker share them in turn.
          maxWorkers: TEST_WORKERS,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
