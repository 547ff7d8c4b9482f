import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/[...nextauth]/route";
import { BASE, browserRequest } from "../support/requests";


function call(handler: typeof POST, method: string, segments: string[], body?: string, contentType?: string) {
  const request = browserRequest(method, `${BASE}/api/auth/${segments.join("/")}`, body, contentType ? { headers: { "content-type": contentType } } : {});
  // next-auth reads NextRequest's nextUrl, as Next hands it to the route.
  return handler(new NextRequest(request), { params: Promise.resolve({ nextauth: segments }) });
}

// Found by `npm run bench -- reliability` (bad input): next-auth parses a JSON body itself, and
// broken JSON was a 500. (Its plain-text 400 for an unknown action, now JSON too, needs Next's
// request scope: e2e/api-errors.spec.ts checks it against the built app.)
describe("/api/auth/* with input next-auth does not expect", () => {
  it.each([["{"], [""], ["\u00ff\u00fe"], ['{"csrfToken":']])("broken JSON %j to the credentials callback is a JSON 400, not a 500", async (body) => {
    const response = await call(POST, "POST", ["callback", "credentials"], body, "application/json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });
});

// next-auth reads the whole body itself: the route caps it, as every other route's body is capped.
describe("/api/auth/* with a body larger than a sign-in ever is", () => {
  const MEGABYTE = 1024 * 1024;
  const form = `csrfToken=x&email=cook%40example.com&password=${"a".repeat(MEGABYTE)}`;
  const TOO_LARGE = { message: "The request is too large (at most 16 KB)." };

  it("a 1 MB form to the credentials callback is a JSON 413", async () => {
    const response = await call(POST, "POST", ["callback", "credentials"], form, "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it("and so is 1 MB sent in chunks without a Content-Length", async () => {
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= MEGABYTE) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const segments = ["callback", "credentials"];
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const sameOrigin = browserRequest("POST", `${BASE}/api/auth/${segments.join("/")}`, undefined, { headers });
    const request = new Request(sameOrigin, { body, duplex: "half" } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const response = await POST(new NextRequest(request), { params: Promise.resolve({ nextauth: segments }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    // The server stopped reading near the cap, not at the end of the stream.
    expect(sent).toBeLessThan(MEGABYTE);
  });
});
