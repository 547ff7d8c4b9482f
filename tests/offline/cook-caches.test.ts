import { describe, expect, it } from "vitest";
import { cookOfCache, cookPagesCache, isPersonalCache, PAGES_CACHE, RECIPE_PICTURES_CACHE, STATIC_CACHE } from "@/config/offline";

/**
 * Each signed-in cook's pages are kept in a cache of their own (issue 30): the worker reads one
 * cook's, drops the others' when another cook's page arrives, and drops every cook's (with the
 * pictures) when a session ends. These are the names it goes by.
 */
describe("the caches a cook's kept pages live in", () => {
  it("are named by the cook, and name their cook back", () => {
    expect(cookPagesCache("ada")).not.toBe(cookPagesCache("bob"));
    expect(cookOfCache(cookPagesCache("ada"))).toBe("ada");
    expect(cookOfCache(cookPagesCache("ck1x9z00001"))).toBe("ck1x9z00001");
  });

  it("no other cache is any cook's: the public pages, the pictures, the app shell", () => {
    for (const name of [PAGES_CACHE, RECIPE_PICTURES_CACHE, STATIC_CACHE, "res-pe-pages", "serwist-precache-v2-x", cookPagesCache("")]) {
      expect(cookOfCache(name), name).toBeNull();
    }
  });

  it("a session's end drops every cook's pages, the public pages, the pictures and the old shared page cache, never the app shell", () => {
    for (const name of [cookPagesCache("ada"), cookPagesCache("bob"), PAGES_CACHE, RECIPE_PICTURES_CACHE, "res-pe-pictures", "res-pe-pages"]) {
      expect(isPersonalCache(name), name).toBe(true);
    }
    for (const name of [STATIC_CACHE, "serwist-precache-v2-http://127.0.0.1:3000/"]) expect(isPersonalCache(name), name).toBe(false);
  });
});
