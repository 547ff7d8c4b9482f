/**
 * What an address that stopped working says, answered with HTTP 410 Gone by the request gate
 * (proxy.ts) from these pages, prerendered at build time (app/(public)/gone/[what]): a public
 * recipe made private or deleted within the last day, and a share link turned off or expired.
 * Search engines drop a 410 sooner than a 404; a person reads why. One is no 410: a share link
 * opened too many times just now answers 429 with Retry-After from the same kind of page.
 */
export const GONE_PAGES = {
  recipe: {
    title: "This recipe is no longer shared",
    text: "Its cook made it private or deleted it, so it can no longer be read here.",
  },
  "link-turned-off": {
    title: "This link was turned off by its owner",
    text: "The cook who shared it turned it off. Ask them for a new link if you still need it.",
  },
  "link-expired": {
    title: "This link has expired",
    text: "It worked for a set time, which is over. Ask the cook who shared it for a new link.",
  },
  "link-busy": {
    title: "Please try again in a few minutes",
    text: "This link was opened very many times just now. It will work again shortly.",
  },
} as const;

export type GoneKind = keyof typeof GONE_PAGES;
