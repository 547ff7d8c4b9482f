import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/platform/database";
import { mealService } from "@/lib/meals";
import { api, createdRecipe, fetchPicture, pictureBytes, pictureForm, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
const HTML = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";

describe("POST /api/recipes/<id>/image", RECIPE_TEST_OPTIONS, () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "takes a %s, re-encodes it as WebP of at most 1200 px without metadata, and serves it for good",
    async (format) => {
      const ada = await seedCook();
      const recipe = await createdRecipe(ada);
      const upload = await pictureBytes(format, { width: 2400, height: 1800, exif: { Copyright: "Ada's kitchen", Artist: "Ada" } });
      expect((await sharp(upload).metadata()).exif).toBeDefined();

      const response = await api.upload(ada, recipe.id, pictureForm(upload, `dish.${format}`, `image/${format}`));
      expect(response.status).toBe(200);
      const stored = await response.json();
      expect(stored.hasUploadedPicture).toBe(true);
      expect(stored.pictureUrl).toMatch(new RegExp(`^/recipe-pictures/${recipe.id}/[\\w-]+\\.webp$`));
      expect((await mealService().findMealById(recipe.id))?.thumbnail).toBe(stored.pictureUrl);

      const served = await fetchPicture(stored.pictureUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: 1200, height: 900 });
      expect(metadata.exif).toBeUndefined();
      expect((await fetchPicture(recipe.pictureUrl)).status).toBe(404); // the drawn one is no longer current
    },
  );

  it("a new picture gets a new URL; the old one answers 404", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const first = await (await api.upload(ada, recipe.id, pictureForm(await pictureBytes("jpeg")))).json();
    const second = await (await api.upload(ada, recipe.id, pictureForm(await pictureBytes("png", { width: 300, height: 300 })))).json();
    expect(second.pictureUrl).not.toBe(first.pictureUrl);
    expect((await fetchPicture(first.pictureUrl)).status).toBe(404);
    const served = await sharp(Buffer.from(await (await fetchPicture(second.pictureUrl)).arrayBuffer())).metadata();
    expect(served).toMatchObject({ width: 300, height: 300 }); // never enlarged
  });

  it.each([
    ["an SVG named .png", SVG, "dish.png", "image/png"],
    ["an HTML page named .png", HTML, "dish.png", "image/png"],
    ["a text file named .jpg", "just some text", "dish.jpg", "image/jpeg"],
    ["a GIF", Buffer.from("R0lGODlhAQABAAAAACw=", "base64"), "dish.gif", "image/gif"],
  ])("answers 415 to %s and keeps the picture it had", async (_case, content, filename, type) => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const response = await api.upload(ada, recipe.id, pictureForm(Buffer.from(content), filename, type));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: "The picture must be a JPEG, PNG or WebP image.", code: "picture_not_a_picture" });
    expect((await db.meal.findUniqueOrThrow({ where: { id: recipe.id } })).thumbnail).toBe(recipe.pictureUrl);
    expect(await db.mealPicture.count({ where: { mealId: recipe.id } })).toBe(0);
  });

  it("answers 415 to a file that starts like a JPEG but is not one", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]);
    const response = await api.upload(ada, recipe.id, pictureForm(fake));
    expect(response.status).toBe(415);
  });

  describe("a 6 MB picture", () => {
    // Noise does not compress: a real PNG of about 6.3 MB.
    const sixMegabytes = () =>
      sharp({ create: { width: 1500, height: 1400, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
        .png({ compressionLevel: 0 })
        .toBuffer();

    it("answers 413 while reading when no length is declared", async () => {
      const ada = await seedCook();
      const recipe = await createdRecipe(ada);
      const bytes = await sixMegabytes();
      expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024);
      const response = await api.upload(ada, recipe.id, pictureForm(bytes, "dish.png", "image/png"));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: "The picture is too large: at most 5 MB." });
      expect(await db.mealPicture.count({ where: { mealId: recipe.id } })).toBe(0);
    });

    it("answers 413 from the declared Content-Length before reading", async () => {
      const ada = await seedCook();
      const recipe = await createdRecipe(ada);
      const form = pictureForm(await sixMegabytes(), "dish.png", "image/png");
      const encoded = new Response(form);
      const body = await encoded.arrayBuffer();
      const response = await api.upload(ada, recipe.id, body, {
        "content-type": encoded.headers.get("content-type")!,
        "content-length": String(body.byteLength),
      });
      expect(response.status).toBe(413);
    });
  });

  it("answers 415 to a body that is not multipart and 400 to a form without the file", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const raw = await api.upload(ada, recipe.id, await pictureBytes("jpeg"), { "content-type": "image/jpeg" });
    expect(raw.status).toBe(415);
    const form = new FormData();
    form.append("picture", "not a file");
    const missing = await api.upload(ada, recipe.id, form);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({ image: expect.any(String) });
  });

  it("answers 403 to another cook's picture and changes nothing", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada);
    const response = await api.upload(bob, recipe.id, pictureForm(await pictureBytes("jpeg")));
    expect(response.status).toBe(403);
    expect(await db.mealPicture.count({ where: { mealId: recipe.id } })).toBe(0);
    expect((await db.meal.findUniqueOrThrow({ where: { id: recipe.id } })).thumbnail).toBe(recipe.pictureUrl);
    expect((await api.removePicture(bob, recipe.id)).status).toBe(403);
  });

  it("answers 404 for an unknown recipe and 401 without a session", async () => {
    const ada = await seedCook();
    const jpeg = await pictureBytes("jpeg");
    expect((await api.upload(ada, "qqqqqqqqqqqqqqqqqqqq", pictureForm(jpeg))).status).toBe(404);
    const recipe = await createdRecipe(ada);
    expect((await api.upload(null, recipe.id, pictureForm(jpeg))).status).toBe(401);
  });
});

describe("a recipe without an uploaded picture", RECIPE_TEST_OPTIONS, () => {
  it("has one drawn by the app: an SVG served for good", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const response = await fetchPicture(recipe.pictureUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toContain("<script");
  });

  it("DELETE /api/recipes/<id>/image goes back to the drawn picture", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const uploaded = await (await api.upload(ada, recipe.id, pictureForm(await pictureBytes("webp")))).json();
    const response = await api.removePicture(ada, recipe.id);
    expect(response.status).toBe(200);
    const stored = await response.json();
    expect(stored).toMatchObject({ hasUploadedPicture: false, pictureUrl: recipe.pictureUrl });
    expect((await fetchPicture(uploaded.pictureUrl)).status).toBe(404);
    expect(await db.mealPicture.count({ where: { mealId: recipe.id } })).toBe(0);
  });

  it("answers 404 for picture URLs that name nothing", async () => {
    for (const url of ["/recipe-pictures/abc/x.webp", "/recipe-pictures/aaaaaaaaaaaaaaaaaaaa/x.svg", "/recipe-pictures/10001/x.svg"]) {
      expect((await fetchPicture(url)).status).toBe(404);
    }
  });
});
