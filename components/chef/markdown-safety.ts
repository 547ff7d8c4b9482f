/**
 * Rules for showing an answer we did not write (a language model's) as markdown: only web links,
 * and headings that fit under the page's own.
 */

const RESOLVE_AGAINST = "https://res-pe.invalid/";

/**
 * Keeps http(s) and relative links and drops every other scheme (javascript:, data:, vbscript:,
 * mailto:…) by answering "". The URL parser decides, so tricks such as "java\tscript:" or
 * leading spaces resolve to the scheme a browser would see.
 */
export function safeAnswerUrl(url: string): string {
  try {
    const { protocol } = new URL(url, RESOLVE_AGAINST);
    return protocol === "http:" || protocol === "https:" ? url : "";
  } catch {
    return "";
  }
}

type HastNode = { type: string; tagName?: string; children?: HastNode[] };

/**
 * A rehype plugin: the answer's headings are renumbered to sit below the section's own heading
 * (level `below`), its top level first, never skipping a level, whatever the answer used
 * ("# Title" then "### Steps"). The page's outline stays sound for screen-reader users.
 */
export function nestHeadingsBelow(below: number) {
  return () => (tree: HastNode) => {
    const headings: { node: HastNode; level: number }[] = [];
    const collect = (node: HastNode) => {
      const level = node.type === "element" ? /^h([1-6])$/.exec(node.tagName ?? "")?.[1] : undefined;
      if (level) headings.push({ node, level: Number(level) });
      node.children?.forEach(collect);
    };
    collect(tree);
    const top = Math.min(...headings.map(({ level }) => level));
    let previous = below;
    for (const heading of headings) {
      const nested = Math.min(6, previous + 1, below + 1 + heading.level - top);
      heading.node.tagName = `h${nested}`;
      previous = nested;
    }
  };
}
