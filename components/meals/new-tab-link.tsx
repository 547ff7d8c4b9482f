import type { ReactNode } from "react";

/** `newTab`: "opens in a new tab" in the page's language (English unless given). */
type NewTabLinkProps = { href: string; className?: string; describedBy?: string; newTab?: string; children: ReactNode };

/** A link that opens in a new tab (as the seed's buttons do), and says so to screen readers. */
export function NewTabLink({ href, className, describedBy, newTab = "opens in a new tab", children }: NewTabLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {children}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}
