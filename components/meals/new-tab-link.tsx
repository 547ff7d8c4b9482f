import type { ReactNode } from "react";

type NewTabLinkProps = { href: string; className?: string; describedBy?: string; children: ReactNode };

/** A link that opens in a new tab (as the seed's buttons do), and says so to screen readers. */
export function NewTabLink({ href, className, describedBy, children }: NewTabLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
