import { createSerwistRoute } from "@serwist/turbopack";

/**
 * Serves the service worker, bundled from app/sw.ts at build time with the list of built assets
 * to precache (Serwist's Route Handler for Turbopack, which has no webpack plugins). Native
 * esbuild: it is installed already; the wasm build Serwist defaults to is not.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  useNativeEsbuild: true,
  // The app shell: built assets, icons and the site's own pictures. The catalog's meal pictures
  // (hundreds) are kept as a cook opens them (runtime cache), not all at install.
  globIgnores: ["public/meals/**", "public/images/og-card.png"],
  // Source maps are not served to cooks.
  esbuildOptions: { sourcemap: false },
});
