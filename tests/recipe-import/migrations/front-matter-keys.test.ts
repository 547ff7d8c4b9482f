import { describe, expect, it } from "vitest";
import { readFrontMatter } from "@/lib/recipe-import/migrations/formats/front-matter";

// A Chowdown recipe's front matter comes from an uploaded file: its keys are any text.
describe("front matter with keys an object inherits", () => {
  it("keeps them as plain keys and never reaches the object's prototype", () => {
    const read = readFrontMatter("---\n__proto__: [a, b]\nconstructor:\n  - x\ntitle: Soup\nyield:\n  toString: 4\n---\nBody");
    expect(read).not.toBeNull();
    const data = read!.data;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(data.title).toBe("Soup");
    expect(Object.getOwnPropertyDescriptor(data, "__proto__")?.value).toEqual(["a", "b"]);
    expect(Object.getOwnPropertyDescriptor(data, "constructor")?.value).toEqual(["x"]);
    expect(Object.getOwnPropertyDescriptor(data.yield, "toString")?.value).toBe("4");
  });
});
