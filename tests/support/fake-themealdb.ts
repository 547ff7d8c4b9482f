import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** The real TheMealDB answers recorded in ../shared/fixtures/themealdb (see its SOURCES.md). */
// Copied from ../shared/fixtures/themealdb so a fresh clone (CI) has them too.
const FIXTURES_DIR = path.resolve(__dirname, "..", "fixtures", "themealdb");

export const fixture = (file: string): string => fs.readFileSync(path.join(FIXTURES_DIR, file), "utf8");

/** Which recorded file answers which request; anything else gets TheMealDB's `{ "meals": null }`. */
const ROUTES: Record<string, string> = {
  "search.php?s=soup": "search_s_soup.json",
  "search.php?s=xablau": "search_s_xablau_meals_null.json",
  "search.php?f=a": "search_f_a.json",
  "search.php?f=c": "search_f_c.chez-chef_truncated.json",
  "filter.php?c=Beef": "filter_c_Beef.json",
  "lookup.php?i=52771": "lookup_i_52771.json",
  "lookup.php?i=52765": "lookup_i_52765.json",
  "categories.php": "categories.json",
};

/** Stand-in bytes for a meal picture, different per path (TheMealDB's own JPEGs are not recorded). */
export const pictureBytes = (url: string) => Buffer.from(`fake jpeg of ${url}`);

export type FakeTheMealDb = {
  /** What MEALDB_BASE_URL would be (the key segment is added by the config, as in production). */
  baseUrl: string;
  /** The base URL with TheMealDB's test key, as the adapter takes it. */
  apiUrl: string;
  requests: string[];
  close(): Promise<void>;
};

/**
 * A TheMealDB on 127.0.0.1 serving the recorded answers under /api/json/v1/1/ and stand-in
 * pictures under /images/media/meals/ (where TheMealDB's own pictures live). With
 * `failAfter`, every request after the first `failAfter` answers 500 (a server failing half-way).
 */
export async function startFakeTheMealDb({ failAfter = Infinity } = {}): Promise<FakeTheMealDb> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? "";
    requests.push(url);
    if (requests.length > failAfter) {
      res.writeHead(500, { "content-type": "text/html" }).end("<h1>Internal Server Error</h1>");
      return;
    }
    if (url.startsWith("/images/media/meals/")) {
      res.writeHead(200, { "content-type": "image/jpeg" }).end(pictureBytes(url));
      return;
    }
    const prefix = "/api/json/v1/1/";
    if (!url.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    const file = ROUTES[url.slice(prefix.length)];
    res.writeHead(200, { "content-type": "application/json" }).end(file ? fixture(file) : '{"meals":null}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api/json/v1`;
  return {
    baseUrl,
    apiUrl: `${baseUrl}/1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
