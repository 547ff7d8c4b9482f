import Link from "next/link";
import { siteConfig } from "@/config/site";

/**
 * The logo and name, linking home. A plain <img>: the logo is a fixed-size SVG that next/image
 * would pass through unchanged (unoptimized), and its client component would add to every page's
 * first-load script (issue 31).
 */
export function Brand({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="brand">
      {/* eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimize in an SVG */}
      <img src="/images/logo.svg" alt="" width={36} height={36} fetchPriority="high" decoding="async" />
      <span>{siteConfig.name}</span>
    </Link>
  );
}
