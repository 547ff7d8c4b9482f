/**
 * This open page's id (one per browser tab, for as long as it is open): sent with every change
 * (components/ui/send-json.ts) and named by the page's event stream, so the stream leaves out the
 * changes this tab made itself while the cook's other tabs and devices get them. From
 * `getRandomValues`, which, unlike `randomUUID`, also works on a server reached over plain http.
 */
function newPageId(): string {
  if (typeof crypto === "undefined" || typeof crypto.getRandomValues !== "function") return "";
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const PAGE_ID = newPageId();
