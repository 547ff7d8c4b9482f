import type { ReactNode } from "react";

/** The pictures an empty page can show: drawn inline, so they cost no request and follow the theme. */
const PICTURES = {
  // A bowl with steam: nothing cooked (found, saved, written) yet.
  bowl: (
    <>
      <path d="M14 44h68a34 34 0 0 1-68 0z" />
      <path d="M30 86h36" />
      <path d="M36 34c-4-6 4-10 0-16M48 34c-4-6 4-10 0-16M60 34c-4-6 4-10 0-16" />
    </>
  ),
  // A basket: an empty shopping list.
  basket: (
    <>
      <path d="M12 40h72l-8 40H20z" />
      <path d="M30 40l12-22M66 40L54 18" />
      <path d="M36 52v16M48 52v16M60 52v16" />
    </>
  ),
} as const;

export type EmptyPicture = keyof typeof PICTURES;

/**
 * What a page shows when there is nothing to list yet: a picture, what is missing, and the next
 * step (a link or a button). The picture is decoration: the words say it all.
 */
export function EmptyState({ picture = "bowl", children, action }: { picture?: EmptyPicture; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <svg className="empty-state__picture" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        {PICTURES[picture]}
      </svg>
      {children}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
