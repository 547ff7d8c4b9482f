import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import type { TextLine } from "./structure";

/**
 * The main text of a page without recipe data is read only up to this size: linkedom builds a
 * whole DOM (about 10× the page in memory, ~0.3 s a megabyte on this machine), and a recipe's
 * article is never this long. Larger pages keep the "no recipe found" answer.
 */
export const READABLE_PAGE_MAX_CHARS = 2 * 1024 * 1024;

const BLOCKS = new Set(["P", "LI", "H1", "H2", "H3", "H4", "H5", "H6", "DT", "DD", "TR", "PRE", "BLOCKQUOTE", "FIGCAPTION", "DIV", "SECTION", "ARTICLE", "TD", "TH"]);

type Node = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<Node> };

/** Lines of text as a reader sees them: one per block (paragraph, list item, heading, <br>). */
function linesOf(root: Node): string[] {
  const lines: string[] = [];
  let current = "";
  const flush = () => {
    const text = current.replace(/\s+/g, " ").trim();
    if (text) lines.push(text);
    current = "";
  };
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === 3) {
      current += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== 1 || depth > 200) return;
    if (node.nodeName === "BR") return flush();
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(node.nodeName)) return;
    const block = BLOCKS.has(node.nodeName);
    if (block) flush();
    for (const child of Array.from(node.childNodes)) walk(child, depth + 1);
    if (block) flush();
  };
  walk(root, 0);
  flush();
  return lines;
}

/**
 * A page's main text (Mozilla's Readability over a linkedom DOM, the reader view of Firefox),
 * as lines, with its title; the whole body's text when Readability finds no article.
 */
export function readablePageText(html: string): { title: string; lines: TextLine[] } {
  const { document } = parseHTML(html);
  const pageTitle = (document.querySelector?.("h1")?.textContent ?? document.title ?? "").replace(/\s+/g, " ").trim();
  let article: { title?: string | null; content?: string | null } | null = null;
  try {
    article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  } catch {
    article = null;
  }
  let lines: string[];
  if (article?.content) {
    const { document: content } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
    lines = linesOf(content.body as unknown as Node);
  } else {
    // linkedom gives a fragment without <html> no body: the whole document is read then.
    const { document: whole } = parseHTML(html);
    lines = linesOf((whole.body ?? whole.documentElement ?? whole) as unknown as Node);
  }
  return { title: pageTitle || (article?.title ?? "").trim(), lines: lines.map((text) => ({ text })) };
}
