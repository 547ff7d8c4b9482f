import { describe, expect, it } from "vitest";
import { BoundedCache } from "@/lib/platform/cache";

describe("BoundedCache", () => {
  it("forgets the least recently used entry beyond its size", () => {
    const cache = new BoundedCache<number>(2, 1000);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("forgets entries older than their time to live", () => {
    let now = 0;
    const cache = new BoundedCache<string>(10, 100, () => now);
    cache.set("k", "v");
    now = 99;
    expect(cache.get("k")).toBe("v");
    now = 100;
    expect(cache.get("k")).toBeUndefined();
  });
});
