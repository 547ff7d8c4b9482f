import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_PATH_MESSAGE, refuseMalformedPath } from "@/server/malformed-path";

let server: http.Server;
let base: string;

beforeAll(async () => {
  // As in server/serve.ts: what is not refused goes on to "Next", here a stand-in that says so.
  server = http.createServer((req, res) => {
    if (refuseMalformedPath(req, res)) return;
    res.writeHead(299, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

// Found by `npm run bench -- reliability` (bad input): Next answered these with a bare
// text/plain 500 while decoding the route's [id], before any of Res-pe's code ran.
describe("a path whose %-escapes are not UTF-8", () => {
  it.each(["/api/meals/%FF%FE", "/api/meals/%C3%28/nutrition", "/api/recipes/%E0%80%AF", "/api/auth/%FF", "/recipeDetail/%", "/api/meals/%zz"])(
    "%s is a JSON 400",
    async (path) => {
      const response = await fetch(`${base}${path}`, { method: "PUT" });
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toEqual({ message: MALFORMED_PATH_MESSAGE });
    },
  );

  it.each(["/api/meals/52772", "/api/meals/%C3%A9t%C3%A9", "/api/meals?s=%FF", "/home?f=%", "/"])("%s goes on to Next", async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(299);
  });
});

it("carries the security headers every API answer carries", async () => {
  const response = await fetch(`${base}/api/meals/%FF`);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
});
