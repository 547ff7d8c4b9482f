import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The yardstick app (issue 31): an empty App Router page built with the same Next (this
 * repository's node_modules) and the same bundler as Res-pe, so its first-load script is what
 * Next itself costs. Built by scripts/weight (the script budget) and the Lighthouse bench.
 */
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * No build cache on disk: this build is made once per Next version (scripts/weight/budget.ts keeps
 * it until Next changes), so a cache would never be read again, and writing it took longer than
 * a minute on a busy machine. It changes nothing in the bundles.
 */
const config = { turbopack: { root: repository }, poweredByHeader: false, experimental: { turbopackFileSystemCacheForBuild: false } };

export default config;
