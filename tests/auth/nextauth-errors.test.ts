import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/[...nextauth]/route";
import { browserRequest } from "../support/requests";

const BASE = "http://localhost:3000";

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
