import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { PAGE_ID_PATTERN } from "@/config/household";

/**
 * Which open page (browser tab) made the change a request carries (the `x-res-pe-page` header):
 * `recordActivity` writes it on the activity line and its event, deep below the route, without
 * every domain function having to pass it along.
 */
const changingPage = new AsyncLocalStorage<string | null>();

/** Runs `work` as a request from page `pageId` (ignored unless it looks like one). */
export function asChangeFromPage<T>(pageId: string | null, work: () => Promise<T>): Promise<T> {
  return changingPage.run(pageId !== null && PAGE_ID_PATTERN.test(pageId) ? pageId : null, work);
}

/** The page the current request's change came from, if it said. */
export const pageOfChange = (): string | null => changingPage.getStore() ?? null;
