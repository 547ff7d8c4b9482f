import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MealSourceUnavailableError, createTheMealDbSource } from "@/lib/meals";

/**
 * What Res-pe accepts from TheMealDB (live mode): no redirects (an answer from elsewhere is not
 * TheMealDB's), no answer over the size cap (read as it arrives, never whole), and its key never
 * in what is logged. A TheMealDB stand-in on 127.0.0.1 misbehaves on purpose.
 */
const KEY = "privatekey42";
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? "";
    if (url.includes("search.php?s=redirect")) {
      res.writeHead(302, { location: `${base}/${KEY}/search.php?s=soup` }).end();
    } else if (url.includes("search.php?s=huge")) {
      // Valid JSON of 6 MB, sent in pieces without a Content-Length.
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"meals":null,"padding":"');
      for (let piece = 0; piece < 60; piece += 1) res.write("x".repeat(100_000));
      res.end('"}');
    } else if (url.includes("search.php?s=broken")) {
      res.writeHead(500).end();
    } else {
      res.writeHead(200, { "content-type": "application/json" }).end('{"meals":null}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const source = () => createTheMealDbSource({ apiUrl: `${base}/${KEY}`, timeoutMs: 5_000 });

async function failureOf(search: string): Promise<MealSourceUnavailableError> {
  const error = await source().searchByName(search).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MealSourceUnavailableError);
  return error as MealSourceUnavailableError;
}

describe("TheMealDB live", () => {
  it("answers a plain search (the stand-in works)", async () => {
    expect(await source().searchByName("soup")).toEqual([]);
  });

  it("does not follow a redirect", async () => {
    const error = await failureOf("redirect");
    expect(error.detail).toMatch(/redirect/i);
  });

  it("refuses an answer over the size cap", async () => {
    const error = await failureOf("huge");
    expect(error.detail).toMatch(/larger than/i);
  });

  it.each(["redirect", "huge", "broken"])("keeps the key out of what is logged (%s)", async (search) => {
    const error = await failureOf(search);
    expect(`${error.message} ${error.detail ?? ""}`).not.toContain(KEY);
    expect(error.detail).toContain(base);
  });
});
