import { expect, HTTP_ONLY, test } from "./support/fixtures";

// Found by `npm run bench -- reliability` (bad input) against the production server: these were
// a bare text/plain 500 (Next decoding a broken %-escape in a route's [id]) and next-auth's
// plain-text 400; every API error answer is JSON { message }.
for (const path of ["/api/meals/%FF%FE", "/api/meals/%C3%28/nutrition", "/api/auth/%FF", "/api/auth/__proto__", "/api/auth/constructor/x"]) {
  test(`GET ${path} is a JSON 400 with a message`, HTTP_ONLY, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
}

test("next-auth still answers its own actions", HTTP_ONLY, async ({ request }) => {
  const response = await request.get("/api/auth/csrf");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ csrfToken: expect.any(String) });
});
