/**
 * Fills a translated message's `{name}` placeholders on the client (issue 35): client leaves get
 * their few strings as props, plain, so they need no translator (and no use-intl in the bundle).
 * Only simple placeholders: a message with plurals or tags is formatted on the server instead.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** Where a page keeps the server's coded messages in its language (components/ui/server-words.tsx). */
export const SERVER_WORDS_ID = "res-pe-server-words";

let pageWords: { from: Element; words: Readonly<Record<string, string>> } | null = null;

/** The page's table of the server's coded messages, read once per page (in the browser only). */
function serverWords(): Readonly<Record<string, string>> {
  const from = typeof document === "undefined" ? null : document.getElementById(SERVER_WORDS_ID);
  if (!from) return {};
  if (pageWords?.from !== from) {
    let words: Record<string, string> = {};
    try {
      words = JSON.parse(from.getAttribute("data-words") ?? "{}") as Record<string, string>;
    } catch {
      // A broken table words nothing: the fallback shows.
    }
    pageWords = { from, words };
  }
  return pageWords.words;
}

/** Whether the page is in English, for a leaf not given its language (the root's `lang`). */
export const pageInEnglish = (): boolean => typeof document === "undefined" || document.documentElement.lang.startsWith("en");

/**
 * What a toast says when the server refuses (issue 35): in English the server's own words (API
 * messages stay English, and they are the more precise); in another language the translation of
 * the answer's `code` (every 429 has one) from the page's table, its `{placeholders}` filled from
 * `values` (what the page knows the refusal is about: the item the cook typed), else the page's
 * translated fallback. A code whose translation names values not given falls back too.
 * `words`: a public page's own table (`authRefusalTranslations`), which has no signed-in one.
 */
export function refusalText(
  answer: { message?: string; code?: string } | string | undefined,
  fallback: string,
  english: boolean,
  { words = serverWords(), values = {} }: { words?: Readonly<Record<string, string>>; values?: Record<string, string | number> } = {},
): string {
  if (typeof answer === "string" || answer === undefined) answer = { message: answer };
  if (english) return answer.message || fallback;
  const coded = answer.code && Object.hasOwn(words, answer.code) ? fillIn(words[answer.code]!, values) : undefined;
  return coded && !/\{\w+\}/.test(coded) ? coded : fallback;
}

/**
 * A refusal in the page's language: the translation of the server's `code` when the page was
 * given one (`serverMessageTranslations`), else the server's English message, else `fallback`.
 * Own keys only: a code is outside text.
 */
export function serverMessageText(
  answer: { message?: string; code?: string },
  translations: Readonly<Record<string, string>>,
  fallback: string,
  values: Record<string, string | number> = {},
): string {
  if (answer.code && Object.hasOwn(translations, answer.code)) return fillIn(translations[answer.code]!, values);
  return answer.message ?? fallback;
}

/**
 * A shared zod schema's English message in the page's language (`fieldErrorTranslations` on the
 * server), else as it is. Own keys only: a message is text, and text such as "constructor" must
 * not find the table's prototype.
 */
export function fieldErrorText(fieldErrors: Readonly<Record<string, string>>, message: string): string;
export function fieldErrorText(fieldErrors: Readonly<Record<string, string>>, message: string | undefined): string | undefined;
export function fieldErrorText(fieldErrors: Readonly<Record<string, string>>, message: string | undefined): string | undefined {
  if (!message) return message;
  return Object.hasOwn(fieldErrors, message) ? fieldErrors[message] : message;
}
