/**
 * Fills a message's `{name}` placeholders in a client leaf, which gets its messages as plain
 * strings (no translator shipped to the browser: see lib/platform/i18n). Plurals are chosen by
 * picking one of two messages ("forOne" / "forMany"), so no ICU syntax reaches the client.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
