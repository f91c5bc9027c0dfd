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
    "client/features/posts/useFieldFacts.ts",
    "client/features/posts/LatestPosts.tsx",
    "client/features/favourites/LikeButton.tsx",
    "client/features/favourites/api.ts",
    "client/features/favourites/state.ts",
    "client/ui/Pagination.tsx",
    "shared/format/price.ts",
    "shared/sections/price.ts",
  ].map((file) => path.join(root, "src", file)),
);
