/**
 * Just enough HTML reading for recipe pages: a tolerant tokenizer that builds an element tree
 * (for JSON-LD scripts and microdata), and text cleaning (entities decoded, tags stripped).
 * Linear in the page's length; no scripts run, no network.
 */

export type HtmlElement = { tag: string; attrs: Record<string, string>; children: HtmlNode[] };
type HtmlNode = HtmlElement | string;

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "noscript", "template"]);
/**
 * Deeper elements are kept as siblings at this depth: text and microdata stay readable, and a
 * page of a million nested tags cannot exhaust the stack of the readers that recurse.
 */
const MAX_NESTING = 256;
/**
 * Elements read from one page: a large real recipe page has tens of thousands. Past this the rest
 * of the page is left unread (scripts and microdata are in what was read), which bounds the
 * tree's memory and the readers' time for any page up to the 5 MB limit.
 */
const MAX_ELEMENTS = 200_000;
/** An opening tag of these closes an open one of the same kind (a `<li>` without `</li>`). */
const SELF_CLOSING_SIBLINGS = new Set(["li", "p", "dt", "dd", "tr", "td", "th", "option"]);

const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", hellip: "…",
  lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", laquo: "«", raquo: "»", deg: "°", times: "×",
  frac12: "½", frac14: "¼", frac34: "¾", frac13: "⅓", frac23: "⅔", frac18: "⅛", copy: "©", reg: "®", trade: "™",
  eacute: "é", egrave: "è", ecirc: "ê", euml: "ë", aacute: "á", agrave: "à", acirc: "â", auml: "ä", aring: "å",
  iacute: "í", igrave: "ì", icirc: "î", iuml: "ï", oacute: "ó", ograve: "ò", ocirc: "ô", ouml: "ö", oslash: "ø",
  uacute: "ú", ugrave: "ù", ucirc: "û", uuml: "ü", ntilde: "ñ", ccedil: "ç", szlig: "ß", aelig: "æ",
  Eacute: "É", Egrave: "È", Aacute: "Á", Agrave: "À", Ouml: "Ö", Uuml: "Ü", Auml: "Ä", Ntilde: "Ñ", Ccedil: "Ç",
  middot: "·", bull: "•", shy: "", zwj: "", zwnj: "", thinsp: " ", ensp: " ", emsp: " ", prime: "′", Prime: "″",
  cent: "¢", pound: "£", euro: "€", yen: "¥", sect: "§", para: "¶", plusmn: "±", micro: "µ", sup2: "²", sup3: "³",
};

/** HTML character references decoded: `&amp;` `&#39;` `&#x2019;` `&frac12;`. Unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, reference: string) => {
    if (reference[0] === "#") {
      const code = reference[1] === "x" || reference[1] === "X" ? parseInt(reference.slice(2), 16) : parseInt(reference.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(NAMED, reference) ? NAMED[reference]! : whole;
  });
}

/**
 * The most of one value that is read: no field of a recipe is longer (the steps are at most
 * 10,000 characters, 64 KB leaves room for their markup), so a 5 MB value costs no more than this.
 */
const MAX_TEXT_CHARS = 64 * 1024;
const clip = (value: string) => (value.length > MAX_TEXT_CHARS ? value.slice(0, MAX_TEXT_CHARS) : value);

/** Text for one line: tags stripped, entities decoded (twice-encoded ones too), spaces collapsed. */
export function cleanText(value: string): string {
  // `[^<>]` (not `[^>]`): a text of many "<" without ">" is read once, not once per "<".
  let text = clip(value).replace(/<[^<>]*>/g, " ");
  for (let round = 0; round < 2 && /&[#a-z0-9]+;/i.test(text); round += 1) text = decodeEntities(text).replace(/<[^<>]*>/g, " ");
  // A tag between a word and its full stop ("<em>an hour</em>.") leaves no space behind.
  return text.replace(/[\s\u00a0]+/g, " ").replace(/ ([.,;:!?])(?=\s|$)/g, "$1").trim();
}

/** Text that may hold several lines (paragraphs, list items, `<br>`): one cleaned line each. */
export function cleanLines(value: string): string[] {
  const marked = clip(value).replace(/<\s*(br|\/p|\/li|\/div|\/h\d|li|p)\b[^<>]*>/gi, "\n");
  return marked
    .split(/\r?\n|\r/)
    .map(cleanText)
    .filter(Boolean);
}

/** HTML's whitespace (space, tab, LF, FF, CR), by char code: no regex per character. */
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
const SLASH = 47;
const GT = 62;
const EQUALS = 61;

function readAttributes(source: string, start: number): { attrs: Record<string, string>; end: number; selfClosing: boolean } | null {
  // A plain object (a prototype-less one is several times slower to make, 200,000 times a page);
  // "__proto__" is skipped below and every read is an own-property read.
  const attrs: Record<string, string> = {};
  let i = start;
  const length = source.length;
  while (i < length) {
    const code = source.charCodeAt(i);
    if (code === GT) return { attrs, end: i + 1, selfClosing: source.charCodeAt(i - 1) === SLASH };
    if (code === SLASH || isSpace(code)) {
      i += 1;
      continue;
    }
    let nameEnd = i;
    for (let c = code; nameEnd < length && !(isSpace(c) || c === SLASH || c === GT || c === EQUALS); c = source.charCodeAt(++nameEnd));
    const name = source.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (i < length && isSpace(source.charCodeAt(i))) i += 1;
    let value = "";
    if (source.charCodeAt(i) === EQUALS) {
      i += 1;
      while (i < length && isSpace(source.charCodeAt(i))) i += 1;
      const quote = source[i];
      if (quote === '"' || quote === "'") {
        const close = source.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = source.slice(i + 1, close);
        i = close + 1;
      } else {
        let valueEnd = i;
        for (let c = source.charCodeAt(valueEnd); valueEnd < length && !(isSpace(c) || c === GT); c = source.charCodeAt(++valueEnd));
        value = source.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    if (name && name !== "__proto__" && !Object.hasOwn(attrs, name)) attrs[name] = value.includes("&") ? decodeEntities(clip(value)) : value;
  }
  return null;
}

/** A closing tag at the cursor (sticky: matched in place, no copy of the page). */
const CLOSING_TAG = /<\/([a-zA-Z][\w:-]*)[^>]{0,190}>/y;
const OPENING_TAG = /<([a-zA-Z][\w:-]{0,98})/y;

/** A tokenizer working through one page; `step` reads until the page ends or the deadline passes. */
type HtmlReader = { root: HtmlElement; step: (deadline: number) => boolean };

/**
 * Reads `source` into a tree under a root element (tag ""), a slice at a time. Unclosed elements
 * close at the end. Linear in the page's length: every character is read a bounded number of
 * times (a 5 MB page is the fetcher's cap), a closing tag of no open element costs nothing, and a
 * "<" that starts no tag stays part of the text around it.
 */
function htmlReader(source: string): HtmlReader {
  const root: HtmlElement = { tag: "", attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  /** How many of each tag are open: a closing tag nobody opened is skipped without a scan. */
  const open = new Map<string, number>();
  const current = () => stack[stack.length - 1]!;
  let i = 0;
  /** Where the text not yet added starts: text runs until a real tag, comment or declaration. */
  let textStart = 0;
  let elementCount = 0;
  let done = false;
  // Text is kept as written: entities are decoded when a reader takes the text (textContent),
  // so a 5 MB run of "&amp;" costs only the part that is read.
  const addText = (end: number) => {
    if (end > textStart) current().children.push(source.slice(textStart, end));
  };
  const closeFrom = (at: number) => {
    for (let k = at; k < stack.length; k += 1) open.set(stack[k]!.tag, open.get(stack[k]!.tag)! - 1);
    stack.length = at;
  };
  const finish = () => {
    addText(source.length);
    done = true;
    return true;
  };
  const step = (deadline: number): boolean => {
    if (done) return true;
    for (let round = 1; i < source.length; round += 1) {
      if ((round & 1023) === 0 && performance.now() > deadline) return false;
      const lt = source.indexOf("<", i);
      if (lt === -1) break;
      const next = source.charCodeAt(lt + 1);
      if (source.startsWith("<!--", lt)) {
        addText(lt);
        const end = source.indexOf("-->", lt + 4);
        i = textStart = end === -1 ? source.length : end + 3;
        continue;
      }
      if (next === 33 /* ! */ || next === 63 /* ? */) {
        addText(lt);
        const end = source.indexOf(">", lt);
        i = textStart = end === -1 ? source.length : end + 1;
        continue;
      }
      if (next === SLASH) {
        CLOSING_TAG.lastIndex = lt;
        const closing = CLOSING_TAG.exec(source);
        if (closing) {
          addText(lt);
          const tag = closing[1]!.toLowerCase();
          if ((open.get(tag) ?? 0) > 0) closeFrom(stack.findLastIndex((element) => element.tag === tag));
          i = textStart = CLOSING_TAG.lastIndex;
          continue;
        }
      }
      OPENING_TAG.lastIndex = lt;
      const opening = OPENING_TAG.exec(source);
      if (!opening) {
        i = lt + 1;
        continue;
      }
      addText(lt);
      const read = readAttributes(source, OPENING_TAG.lastIndex);
      // A tag still open at the end of the page (an unclosed quote): browsers drop it and what
      // follows, and so does this reader, which keeps it linear (no rescan from every later "<").
      // Past MAX_ELEMENTS the rest of the page is left unread.
      if (!read || ++elementCount > MAX_ELEMENTS) {
        textStart = source.length;
        break;
      }
      const tag = opening[1]!.toLowerCase();
      if (SELF_CLOSING_SIBLINGS.has(tag) && current().tag === tag) closeFrom(stack.length - 1);
      const element: HtmlElement = { tag, attrs: read.attrs, children: [] };
      current().children.push(element);
      i = textStart = read.end;
      if (RAW_TEXT.has(tag)) {
        const closer = new RegExp(`</${tag}`, "gi");
        closer.lastIndex = i;
        const close = closer.exec(source)?.index ?? -1;
        const end = close === -1 ? source.length : close;
        element.children.push(source.slice(i, end));
        const after = close === -1 ? -1 : source.indexOf(">", close);
        i = textStart = after === -1 ? source.length : after + 1;
        continue;
      }
      if (!VOID.has(tag) && !read.selfClosing && stack.length < MAX_NESTING) {
        stack.push(element);
        open.set(tag, (open.get(tag) ?? 0) + 1);
      }
    }
    return finish();
  };
  return { root, step };
}

/** The page as a tree, read in one go (see htmlReader). */
export function parseHtml(source: string): HtmlElement {
  const reader = htmlReader(source);
  reader.step(Number.POSITIVE_INFINITY);
  return reader.root;
}

/** How long the reader holds the thread before it lets other requests run. */
const SLICE_MS = 15;

/**
 * The page as a tree, read in slices of about 15 ms with other work let in between: a 5 MB page
 * costs a few hundred milliseconds of reading, and no other cook waits for all of it.
 */
export async function parseHtmlInSlices(source: string): Promise<HtmlElement> {
  const reader = htmlReader(source);
  while (!reader.step(performance.now() + SLICE_MS)) await new Promise((resolve) => setImmediate(resolve));
  return reader.root;
}

/** Every element below `root`, in document order. */
export function* elements(root: HtmlElement): Generator<HtmlElement> {
  const pending: HtmlNode[] = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (typeof node === "string") continue;
    yield node;
    for (let k = node.children.length - 1; k >= 0; k -= 1) pending.push(node.children[k]!);
  }
}

/**
 * An element's text content, entities decoded, with line breaks where blocks and `<br>` are; at
 * most MAX_TEXT_CHARS of it (the walk stops there).
 */
export function textContent(element: HtmlElement): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (node: HtmlNode) => {
    if (length > MAX_TEXT_CHARS) return;
    if (typeof node === "string") {
      parts.push(node);
      length += node.length;
      return;
    }
    if (node.tag === "script" || node.tag === "style") return;
    const block = /^(br|p|li|div|h\d|tr|ul|ol|section)$/.test(node.tag);
    if (block) parts.push("\n");
    node.children.forEach(walk);
    if (block) parts.push("\n");
  };
  walk(element);
  return decodeEntities(clip(parts.join("")));
}
