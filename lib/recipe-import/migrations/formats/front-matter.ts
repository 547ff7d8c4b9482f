/**
 * Just enough YAML for a Jekyll page's front matter as recipe sites write it: `key: value` scalars
 * (plain, 'single' or "double" quoted, `#` comments), lists (`- item` lines or `[a, b]`), one
 * level of `key: value` under a key, and `|` / `>` blocks. Anything else (anchors, tags, deeper
 * nesting) is read as plain text rather than interpreted. No YAML package is a dependency of the
 * app (the ones in node_modules belong to the tooling), and this subset is all Chowdown uses.
 *
 * Work: one pass over at most MAX_LINES lines; each line is looked at a constant number of times.
 */

export type FrontMatterValue = string | string[] | Record<string, string>;
export type FrontMatter = { data: Record<string, FrontMatterValue>; body: string };

const MAX_LINES = 5_000;
const KEY = /^([A-Za-z_][\w-]*)\s*:(?:\s+(.*)|)$/;
const ITEM = /^\s*-(?:\s+(.*)|)$/;
const NESTED_KEY = /^\s+([A-Za-z_][\w-]*)\s*:(?:\s+(.*)|)$/;

/** One scalar: quotes removed (and their escapes read), a plain one's trailing comment dropped. */
function scalar(raw: string): string {
  const text = raw.trim();
  if (text.startsWith('"')) {
    const end = text.search(/(?<!\\)"(?=\s*(#.*)?$)/);
    const inner = text.slice(1, end > 0 ? end : undefined);
    return inner.replace(/\\(["\\/nt]|u[0-9a-fA-F]{4})/g, (_, escape: string) =>
      escape === "n" ? "\n" : escape === "t" ? "\t" : escape[0] === "u" ? String.fromCharCode(parseInt(escape.slice(1), 16)) : escape,
    );
  }
  if (text.startsWith("'")) {
    const end = text.search(/'(?=\s*(#.*)?$)/);
    return text.slice(1, end > 0 ? end : undefined).replace(/''/g, "'");
  }
  return text.replace(/\s#.*$/, "").trim();
}

/** `[a, "b, c", d]`: commas inside quotes kept. */
function flowList(raw: string): string[] {
  const inner = raw.trim().replace(/^\[/, "").replace(/\]\s*(#.*)?$/, "");
  const items: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (const char of inner) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ",") {
      items.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  items.push(current);
  return items.map(scalar).filter(Boolean);
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/** The front matter and the body after it, or none when the text does not open with a `---` line. */
export function readFrontMatter(text: string): FrontMatter | null {
  const lines = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n", MAX_LINES + 1);
  let start = 0;
  while (start < lines.length && lines[start]!.trim() === "") start += 1;
  if (lines[start]?.trim() !== "---") return null;
  const end = lines.findIndex((line, index) => index > start && /^(---|\.\.\.)\s*$/.test(line));
  if (end < 0) return null;

  // Maps while reading (a key from the file is any text, "__proto__" too), own properties after.
  const data = new Map<string, string | string[] | Map<string, string>>();
  let key: string | null = null;
  // A `|` or `>` block being read: its lines until the next line that is not indented.
  let block: { key: string; style: string; indent: number | null; lines: string[] } | null = null;
  const closeBlock = (open: { key: string; style: string; lines: string[] }) => {
    data.set(open.key, open.style === "|" ? open.lines.join("\n").trim() : open.lines.join(" ").replace(/\s+/g, " ").trim());
  };

  for (const line of lines.slice(start + 1, end)) {
    if (block !== null) {
      if (line.trim() === "" || indentOf(line) > 0) {
        if (line.trim() !== "") block.indent ??= indentOf(line);
        block.lines.push(line.slice(block.indent ?? 0));
        continue;
      }
      closeBlock(block);
      block = null;
    }
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const top = indentOf(line) === 0 ? KEY.exec(line) : null;
    if (top) {
      key = top[1]!;
      const rest = (top[2] ?? "").trim();
      if (rest === "" || rest.startsWith("#")) data.set(key, "");
      else if (rest.startsWith("[")) data.set(key, flowList(rest));
      else if (/^[|>][+-]?$/.test(rest)) block = { key, style: rest[0]!, indent: null, lines: [] };
      else data.set(key, scalar(rest));
      continue;
    }
    if (key === null) continue;
    const current = data.get(key);
    const item = ITEM.exec(line);
    if (item && (current === "" || Array.isArray(current))) {
      const items = Array.isArray(current) ? current : [];
      data.set(key, items);
      items.push(scalar(item[1] ?? ""));
      continue;
    }
    const nested = NESTED_KEY.exec(line);
    if (nested && (current === "" || current instanceof Map)) {
      const map = current instanceof Map ? current : new Map<string, string>();
      data.set(key, map);
      map.set(nested[1]!, scalar(nested[2] ?? ""));
      continue;
    }
    // A plain value carried on to the next, indented line.
    if (indentOf(line) > 0) {
      if (typeof current === "string") data.set(key, `${current} ${scalar(line)}`.trim());
      else if (Array.isArray(current) && current.length > 0) current[current.length - 1] = `${current[current.length - 1]} ${scalar(line)}`;
    }
  }
  if (block !== null) closeBlock(block);
  const own = [...data].map(([name, value]): [string, FrontMatterValue] => [name, value instanceof Map ? Object.fromEntries(value) : value]);
  return { data: Object.fromEntries(own), body: lines.slice(end + 1).join("\n") };
}
