"use client";

import Markdown, { type Components } from "react-markdown";
import { NewTabLink } from "@/components/meals/new-tab-link";
import { nestHeadingsBelow, safeAnswerUrl } from "./markdown-safety";

/** Below the section's "Chef's Recommends:" (an h2). */
const rehypePlugins = [nestHeadingsBelow(2)];

const components: Components = {
  // A link whose address was dropped (not http(s)) shows as its text.
  a: ({ href, children }) => (href ? <NewTabLink href={href}>{children}</NewTabLink> : <>{children}</>),
  // Pictures from elsewhere are neither allowed by the page's CSP nor needed: their text stays.
  img: ({ alt }) => (alt ? <>{alt}</> : null),
};

/**
 * A recipe in markdown, as the chef wrote it. Raw HTML is not interpreted (without rehype-raw,
 * react-markdown shows it as text), so an answer cannot add scripts or markup to the page.
 */
export function RecipeMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown urlTransform={safeAnswerUrl} components={components} rehypePlugins={rehypePlugins}>
      {markdown}
    </Markdown>
  );
}
