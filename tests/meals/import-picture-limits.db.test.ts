import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { fetchPictures, MealSourceUnavailableError } from "@/lib/meals";
import { testMeal } from "../support/meals";

/**
 * What `npm run meals:import` copies as a meal's picture: only TheMealDB's own answer (no
 * redirect followed, like its JSON answers) and nothing larger than a picture ever is (read as
 * it arrives, never whole). A TheMealDB stand-in on 127.0.0.1 misbehaves on purpose.
 */
const PICTURES = "/images/media/meals";
const FINE = Buffer.from("a small jpeg");
let server: http.Server;
let origin: string;
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? "";
    asked.push(url);
    if (url === `${PICTURES}/redirect.jpg`) {
      res.writeHead(302, { location: `${PICTURES}/elsewhere.jpg` }).end();
    } else if (url === `${PICTURES}/huge.jpg`) {
      // 6 MB in pieces, without a Content-Length: the cap must hold while reading.
      res.writeHead(200, { "content-type": "image/jpeg" });
      const piece = Buffer.alloc(64 * 1024, 0xff);
      for (let sent = 0; sent < 6 * 1024 * 1024; sent += piece.length) res.write(piece);
      res.end();
    } else if (url === `${PICTURES}/huge-declared.jpg`) {
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(50 * 1024 * 1024) });
      res.write(FINE);
    } else {
      res.writeHead(200, { "content-type": "image/jpeg" }).end(FINE);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Ids no stored picture has, so each test fetches; nothing is written (save() is never called).
let nextId = 990_000_000 + (process.pid % 1000) * 1000;
const mealWithPicture = (file: string) => ({ ...testMeal(String((nextId += 1)), "Test meal"), thumbnail: `https://www.themealdb.com${PICTURES}/${file}` });

/** Retries as the import makes them: a refusal must not be asked for again. */
const copy = (file: string) => fetchPictures([mealWithPicture(file)], db, { apiUrl: `${origin}/api/json/v1/1`, timeoutMs: 5_000, retries: 2, backoffMs: 1 });

async function failureOf(file: string): Promise<MealSourceUnavailableError> {
  const error = await copy(file).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MealSourceUnavailableError);
  return error as MealSourceUnavailableError;
}

describe("copying TheMealDB's pictures", () => {
  it("copies a picture (the stand-in works)", async () => {
    const fetched = await copy("fine.jpg");
    expect(fetched.meals[0]?.thumbnail).toMatch(/^\/meal-pictures\/\d+\.jpg$/);
  });

  it("does not follow a redirect, nor ask again", async () => {
    const error = await failureOf("redirect.jpg");
    expect(error.detail).toMatch(/redirect/i);
    expect(asked.filter((url) => url === `${PICTURES}/redirect.jpg`)).toHaveLength(1);
    expect(asked).not.toContain(`${PICTURES}/elsewhere.jpg`);
  });

  it.each(["huge.jpg", "huge-declared.jpg"])("refuses %s, over the size cap, without asking again", async (file) => {
    const error = await failureOf(file);
    expect(error.detail).toMatch(/larger than 5 MB/);
    expect(asked.filter((url) => url === `${PICTURES}/${file}`)).toHaveLength(1);
  });
});
