import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/message/route";
import { db } from "@/lib/platform/database";
import { BASE, jsonPost, uniqueClientIp } from "../support/requests";

const URL = `${BASE}/api/contact/message`;
const valid = {
  name: "  Ada Baker ",
  email: " ada@example.com ",
  subject: "More lentils",
  message: "Could you add more lentil recipes?",
};

const send = (request: Request) => POST(request, undefined);

/**
 * Every row but those of the accounts other files make at the same time (their emails are
 * `cook-<uuid>@example.com`, tests/support/accounts.ts), so a message stored under any address
 * this file sends, valid or not, is still counted.
 */
const OURS = { NOT: { email: { contains: "cook-" } } };

async function countMessages() {
  return db.contactMessage.count({ where: OURS });
}

describe("POST /api/contact/message", () => {
  beforeEach(async () => {
    await db.contactMessage.deleteMany({ where: OURS });
  });

  it("stores a valid message, trimmed, and answers 201 with a message", async () => {
    const response = await send(jsonPost(URL, valid));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: "Thank you for your message! We will get back to you soon.",
    });
    const rows = await db.contactMessage.findMany({ where: OURS });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada Baker",
      email: "ada@example.com",
      subject: "More lentils",
      message: "Could you add more lentil recipes?",
    });
  });

  it("accepts clients that are not browsers (no Origin header)", async () => {
    const response = await send(jsonPost(URL, valid, { origin: "" }));
    expect(response.status).toBe(201);
  });

  it.each(["name", "email", "subject", "message"] as const)("answers 400 when %s is missing", async (field) => {
    const response = await send(jsonPost(URL, { ...valid, [field]: undefined }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toMatch(/Please enter/);
    expect(body.errors[field]).toBe(body.message);
    expect(await countMessages()).toBe(0);
  });

  it("answers 400 for a blank field (only spaces)", async () => {
    const response = await send(jsonPost(URL, { ...valid, subject: "   " }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.subject).toBe("Please enter a subject.");
  });

  it("answers 400 for a malformed email", async () => {
    const response = await send(jsonPost(URL, { ...valid, email: "ada.example.com" }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.email).toBe("Please enter a valid email address.");
    expect(await countMessages()).toBe(0);
  });

  it.each([
    ["name", 101, "Your name can be at most 100 characters."],
    ["subject", 201, "The subject can be at most 200 characters."],
    ["message", 5001, "Your message can be at most 5,000 characters."],
  ] as const)("answers 400 when %s is longer than allowed", async (field, length, message) => {
    const response = await send(jsonPost(URL, { ...valid, [field]: "x".repeat(length) }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
    expect(await countMessages()).toBe(0);
  });

  it("answers 400 for an email over 254 characters", async () => {
    const response = await send(jsonPost(URL, { ...valid, email: `${"a".repeat(250)}@example.com` }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.email).toBe("Your email can be at most 254 characters.");
  });

  it("accepts fields exactly at their limits", async () => {
    const response = await send(
      jsonPost(URL, { ...valid, name: "n".repeat(100), subject: "s".repeat(200), message: "m".repeat(5000) }),
    );
    expect(response.status).toBe(201);
  });

  it("answers 400 for a field of the wrong type and for a body that is not an object", async () => {
    expect((await send(jsonPost(URL, { ...valid, name: 42 }))).status).toBe(400);
    expect((await send(jsonPost(URL, ["not", "an", "object"]))).status).toBe(400);
    expect(await countMessages()).toBe(0);
  });

  it("answers 400 for text with a NUL character, which PostgreSQL cannot store, on both databases", async () => {
    const response = await send(jsonPost(URL, { ...valid, message: "lentils\u0000" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request contains a NUL character (\\u0000), which text may not contain." });
    expect(await countMessages()).toBe(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await send(jsonPost(URL, "{ name: 'Ada'"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers 413 for an oversized body, declared or not", async () => {
    const huge = { ...valid, message: "x".repeat(20_000) };
    const declared = await send(jsonPost(URL, huge));
    expect(declared.status).toBe(413);
    expect((await declared.json()).message).toMatch(/too large/);

    // Streamed without a Content-Length: the cap holds while reading.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = await send(
      new Request(URL, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": uniqueClientIp() },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(await countMessages()).toBe(0);
  });

  it("answers 415 for a body that is not sent as JSON", async () => {
    const response = await send(
      jsonPost(URL, new URLSearchParams(valid).toString(), {
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/JSON/);
    expect(await countMessages()).toBe(0);
  });

  it("answers 403 to a post from another site (CSRF) and stores nothing", async () => {
    const crossSite = await send(jsonPost(URL, valid, { origin: "https://evil.example" }));
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).message).toBeTruthy();

    const noOriginButCrossSite = await send(
      jsonPost(URL, valid, { origin: "", headers: { "sec-fetch-site": "cross-site" } }),
    );
    expect(noOriginButCrossSite.status).toBe(403);
    expect(await countMessages()).toBe(0);
  });

  it("answers 429 with Retry-After after 5 messages from one address in 10 minutes", async () => {
    const ip = uniqueClientIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(jsonPost(URL, valid, { ip }))).status).toBe(201);
    }
    const limited = await send(jsonPost(URL, valid, { ip }));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await limited.json()).message).toMatch(/Please wait a few minutes/);
    expect(await countMessages()).toBe(5);

    // Another address is not affected.
    expect((await send(jsonPost(URL, valid))).status).toBe(201);
  });

  it("answers a bot that fills the honeypot as usual, and keeps nothing", async () => {
    const response = await send(jsonPost(URL, { ...valid, website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe("Thank you for your message! We will get back to you soon.");
    expect(await countMessages()).toBe(0);
  });

  it("never shows a stack trace: an unexpected failure is a plain 500", async () => {
    const request = jsonPost(URL, valid);
    // A broken request body stream is something the handler cannot foresee.
    Object.defineProperty(request, "body", {
      get() {
        throw new Error("socket hang up at internal/secret.js:42");
      },
    });
    const response = await send(request);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "Something went wrong on our side. Please try again in a moment." });
    expect(text).not.toContain("secret.js");
  });
});
