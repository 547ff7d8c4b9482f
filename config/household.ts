/** Households (issue 32): what the browser and the server both need to know. */

/**
 * Sent with every change a page makes, naming that open page (browser tab): the household's event
 * stream of the same page skips the change (the page already shows it, and a redraw would take the
 * focus from what was just ticked), while the cook's other tabs and devices are redrawn.
 */
export const PAGE_HEADER = "x-res-pe-page";
/** A page's id: letters, digits, `-` and `_`, as components/household/page-id.ts makes them (hex). */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
