import type { NextConfig } from "next";
import { SHARED_PAGE_PREFIX } from "./config/routes";
import { loadConfig, typesCheckedByTestRun } from "./lib/platform/config";
import { ASSET_CONTENT_SECURITY_POLICY, securityHeaders } from "./lib/platform/security";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` checks the types as a stage of its own (tsc --noEmit, the same tsconfig) before the
  // end-to-end stage builds the app, and says so: the build need not check them a second time
  // (13–30 s of CI). Every other build (`npm start`, `npm run build`) still checks them.
  typescript: { ignoreBuildErrors: typesCheckedByTestRun() },
  // Native and server-only packages stay outside the bundles.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "@prisma/adapter-pg", "tesseract.js", "pdfjs-dist", "@napi-rs/canvas", "heic-convert", "linkedom", "@mozilla/readability"],
  async headers() {
    return [
      // Read at build time: SITE_URL is one of the build's inputs (npm start rebuilds when it changes).
      { source: "/:path*", headers: [...securityHeaders(loadConfig().server.siteUrl)] },
      {
        source: "/_next/static/:path*",
        headers: [{ key: "Content-Security-Policy", value: ASSET_CONTENT_SECURITY_POLICY }],
      },
      // Share links open signed out and must never be found by a search engine (config/routes.ts).
      {
        source: `${SHARED_PAGE_PREFIX}:path*`,
        headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
      },
      // JSON and streamed markdown: nothing in an API answer may run or load (proxy.ts skips /api).
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: ASSET_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default nextConfig;
