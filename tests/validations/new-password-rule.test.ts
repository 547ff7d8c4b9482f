import { describe, expect, it } from "vitest";
import { NEW_PASSWORD_RULE, signupFieldsSchema } from "@/lib/validations/auth";

const signup = (password: string) =>
  signupFieldsSchema.safeParse({ name: "Ada", email: "ada@example.com", password, confirmPassword: password }).success;

// Issue 30: the sign-up form states the password rule up front; the words must be the schema's own.
describe("the new-password rule the sign-up form shows", () => {
  const [, shortest, longest] = /Use (\d+) to (\d+) characters/.exec(NEW_PASSWORD_RULE)!.map(Number);

  it("names the shortest password the schema takes", () => {
    expect(signup("p".repeat(shortest!))).toBe(true);
    expect(signup("p".repeat(shortest! - 1))).toBe(false);
  });

  it("names the longest password of plain letters the schema takes", () => {
    expect(signup("p".repeat(longest!))).toBe(true);
    expect(signup("p".repeat(longest! + 1))).toBe(false);
  });

  it("warns that accents and emoji take more room", () => {
    expect(signup("é".repeat(longest! / 2))).toBe(true);
    expect(signup("é".repeat(longest! / 2 + 1))).toBe(false);
    expect(NEW_PASSWORD_RULE).toMatch(/accent.*emoji/);
  });
});
