"use client";

import { useEffect } from "react";
import { forgetKeptPages } from "./offline-data";

/**
 * On the pages only a visitor who is not signed in sees (log in, sign up): no cook's kept pages
 * may stay. The service worker drops them when it loads one of these pages in full; this covers
 * reaching one by a client-side navigation (an ended session's next click), which the worker
 * does not see as a page.
 */
export function ForgetKeptPages() {
  useEffect(() => {
    void forgetKeptPages().catch(() => undefined);
  }, []);
  return null;
}
