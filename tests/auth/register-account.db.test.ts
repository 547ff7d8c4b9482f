import { describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/entry/register/route";
import { db } from "@/lib/platform/database";
import { hashPassword } from "@/lib/auth/password";
import { logIn, registerAccount } from "../support/accounts";
import { BASE, jsonPost } from "../support/requests";

const URL = `${BASE}/api/entry/register`;
const send = (request: Request) => POST(request, undefined);
const unique = () => `new-${crypto.randomUUID()}@example.com`;

const TOO_LONG = "Password is too long: at most 72 bytes (72 plain letters, fewer with accents or emoji).";

function body(overrides: Record<string, unknown> = {}) {
  return { name: "Grace Hopper", email: unique(), password: "saffron risotto", confirmPassword: "saffron risotto", ...overrides };
}

describe("POST /api/entry/register", () => {
  it("creates the account with a trimmed, lower-cased email and a bcrypt hash, and answers 201", async () => {
    const email = unique();
    const response = await send(jsonPost(URL, body({ name: "  Grace Hopper ", email: `  ${email.toUpperCase()} ` })));
    expect(response.status).toBe(201);
    const reply = await response.json();
    expect(reply).toEqual({ message: "Your account has been created. Please log in." });
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.name).toBe("Grace Hopper");
    expect(user.passwordHash).toMatch(/^\$2[aby]\$1[0-9]\$/);
    expect(user.passwordHash).not.toContain("saffron");
  });

  it("answers an email already registered (whatever its case) as a new one, and mails its owner instead", async () => {
    const { email, name } = await registerAccount();
    const response = await send(jsonPost(URL, body({ email: email.toUpperCase(), name: "Someone Else" })));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Your account has been created. Please log in." });
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).name).toBe(name);
    // Sent after the answer: waited for here, not by the cook.
    await vi.waitFor(async () => {
      const mails = await db.outboxMail.findMany({ where: { to: email } });
      expect(mails.map((mail) => mail.subject)).toEqual(["Someone tried to sign up with your email"]);
      expect(mails[0]!.text).toContain(`Hello ${name},`);
    });
  });

  it.each([
    ["a name of 1 character", { name: "A" }, "name", "Name must be at least 2 characters."],
    ["a name over 40 characters", { name: "N".repeat(41) }, "name", "Name can be at most 40 characters."],
    ["no email", { email: "" }, "email", "Email is required."],
    ["an email over 80 characters", { email: `${"e".repeat(70)}@example.com` }, "email", "Email can be at most 80 characters."],
    ["an invalid email", { email: "not-an-email" }, "email", "Please enter a valid email address."],
    ["a 7-character password", { password: "abcdefg", confirmPassword: "abcdefg" }, "password", "Password must be at least 8 characters."],
    // bcrypt would read only the first 72 bytes: the 73rd would not count.
    ["a password of 73 bytes", { password: "p".repeat(73), confirmPassword: "p".repeat(73) }, "password", TOO_LONG],
    ["19 emoji (38 characters, 76 bytes)", { password: "🍅".repeat(19), confirmPassword: "🍅".repeat(19) }, "password", TOO_LONG],
    ["a password over 100 characters", { password: "p".repeat(101), confirmPassword: "p".repeat(101) }, "password", "Password can be at most 100 characters."],
    ["passwords that do not match", { confirmPassword: "something else" }, "confirmPassword", "Passwords do not match."],
    ["a very common password", { password: "password1", confirmPassword: "password1" }, "password", "This password is too common and easy to guess. Please choose another one."],
    ["a common password in capitals", { password: "QWERTY123", confirmPassword: "QWERTY123" }, "password", "This password is too common and easy to guess. Please choose another one."],
  ])("answers 400 with the field's error for %s, and creates nothing", async (_case, overrides, field, message) => {
    const payload = body(overrides);
    const before = await db.user.count();
    const response = await send(jsonPost(URL, payload));
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.message).toBe(message);
    expect(reply.errors[field]).toBe(message);
    expect(await db.user.count()).toBe(before);
  });

  it("accepts 8 characters, and 72 bytes exactly (18 emoji); the account logs in with them", async () => {
    for (const password of ["eight ch", "🍅".repeat(18), "é".repeat(36)]) {
      const email = unique();
      const response = await send(jsonPost(URL, body({ email, password, confirmPassword: password })));
      expect(response.status).toBe(201);
      await expect(logIn(email, password)).resolves.toMatchObject({ token: expect.any(String) });
    }
  });

  it("still logs in an account made under the old 6-character rule", async () => {
    const email = unique();
    await db.user.create({ data: { name: "Old Cook", email, passwordHash: await hashPassword("abc123") } });
    await expect(logIn(email, "abc123")).resolves.toMatchObject({ token: expect.any(String) });
  });

  it("refuses a cross-site post with 403", async () => {
    const response = await send(jsonPost(URL, body(), { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });

  it("limits sign-ups per address with 429 and Retry-After", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // Invalid bodies are enough: every request counts, and no hashing slows the test.
      statuses.push((await send(jsonPost(URL, { name: "x" }, { ip }))).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await send(jsonPost(URL, body(), { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/Too many sign-ups/);
  });
});
