import { describe, expect, it } from "vitest";
import { loginPathFor, safeCallbackPath } from "@/lib/platform/auth-gate";

describe("safeCallbackPath", () => {
  it.each([
    ["/category?c=Dessert", "/category?c=Dessert"],
    ["/recipeDetail/10001", "/recipeDetail/10001"],
    [undefined, "/home"],
    ["https://evil.example/home", "/home"],
    ["//evil.example/home", "/home"],
    ["/\\evil.example", "/home"],
    ["javascript:alert(1)", "/home"],
    ["/login?callbackUrl=/home", "/home"],
    ["/signup", "/home"],
  ])("%s → %s", (input, expected) => {
    expect(safeCallbackPath(input)).toBe(expected);
  });

  it("builds the login path with the return path encoded", () => {
    expect(loginPathFor("/category?c=Vegan")).toBe("/login?callbackUrl=%2Fcategory%3Fc%3DVegan");
  });
});
