import type { NextConfig } from "next";
import {
  ASSET_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from "./lib/security";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and server-only packages stay outside the bundles.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "@prisma/adapter-pg"],
  async headers() {
    return [
      { source: "/:path*", headers: [...SECURITY_HEADERS] },
      {
        source: "/_next/static/:path*",
        headers: [{ key: "Content-Security-Policy", value: ASSET_CONTENT_SECURITY_POLICY }],
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
