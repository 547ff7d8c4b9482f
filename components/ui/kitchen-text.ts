/**
 * Fills a translated message's `{name}` placeholders on the client (issue 35): client leaves get
 * their few strings as props, plain, so they need no translator (and no use-intl in the bundle).
 * Only simple placeholders: a message with plurals or tags is formatted on the server instead.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * What a toast says when the server refuses: the server's own words in English (API messages stay
 * English, and they are the more precise), the page's translated fallback in any other language.
 */
export function refusalText(serverMessage: string | undefined, fallback: string, english: boolean): string {
  return english && serverMessage ? serverMessage : fallback;
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
