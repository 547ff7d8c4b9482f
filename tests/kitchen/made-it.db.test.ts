import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as timelineRoute, POST as addRoute } from "@/app/api/made-it/route";
import { DELETE as deleteRoute } from "@/app/api/made-it/[id]/route";
import { POST as photoRoute } from "@/app/api/made-it/[id]/photo/route";
import { PUT as hiddenRoute } from "@/app/api/made-it/[id]/hidden/route";
import { POST as reportRoute } from "@/app/api/made-it/[id]/report/route";
import { PUT as settingRoute } from "@/app/api/recipes/[id]/cooks-notes/route";
import { GET as photoFileRoute } from "@/app/made-it-photos/[id]/[file]/route";
import { cooksNotesForOwner, madeItNotesForPublicRecipe, madeItReportsRateLimit } from "@/lib/cookbook/made-it";
import { db } from "@/lib/platform/database";
import { createdRecipe, pictureBytes, pictureForm, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest, uniqueClientIp } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

const p = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });
const send = (method: string, by: Cook, path: string, body?: unknown) =>
  body === undefined
    ? browserRequest(method, `${BASE}${path}`, undefined, { headers: by.headers })
    : body instanceof FormData
      ? browserRequest(method, `${BASE}${path}`, body, { headers: by.headers })
      : jsonRequest(method, `${BASE}${path}`, body, { headers: by.headers });

type Note = { id: string; photoUrl: string | null; recipe: { id: string } };
type Timeline = { recipes: { id: string; times: number; lastOn: string }[]; notes: Note[] };

const madeIt = {
  add: (by: Cook, body: unknown) => addRoute(send("POST", by, "/api/made-it", body), undefined),
  timeline: async (by: Cook) => (await (await timelineRoute(send("GET", by, "/api/made-it"), undefined)).json()) as Timeline,
  remove: (by: Cook, id: string) => deleteRoute(send("DELETE", by, `/api/made-it/${id}`), p({ id })),
  photo: (by: Cook, id: string, form: FormData) => photoRoute(send("POST", by, `/api/made-it/${id}/photo`, form), p({ id })),
  hide: (by: Cook, id: string, hidden: boolean) => hiddenRoute(send("PUT", by, `/api/made-it/${id}/hidden`, { hidden }), p({ id })),
  show: (by: Cook, recipeId: string, showCooksNotes: boolean) => settingRoute(send("PUT", by, `/api/recipes/${recipeId}/cooks-notes`, { showCooksNotes }), p({ id: recipeId })),
};

async function noted(by: Cook, body: Record<string, unknown>): Promise<Note> {
  const response = await madeIt.add(by, body);
  if (response.status !== 201) throw new Error(`made it: ${response.status} ${await response.text()}`);
  return (await response.json()) as Note;
}

const fetchPhoto = (url: string) => {
  const [, , id, file] = url.split("/");
  return photoFileRoute(new Request(`${BASE}${url}`), p({ id: id!, file: file! }));
};

describe("I made it (issue 37)", RECIPE_TEST_OPTIONS, () => {
  it("keeps a note with a re-encoded photo on the cook's timeline, counted per recipe, newest first", async () => {
    const ada = await seedCook();
    const first = await noted(ada, { mealId: "10005", cookedOn: "2026-11-01", note: "Too sweet" });
    const second = await noted(ada, { mealId: "10005", cookedOn: "2026-11-20", note: "Better", changes: "Less sugar" });
    const photo = await madeIt.photo(ada, second.id, pictureForm(await pictureBytes("png", { width: 1600, height: 900 }), "dish.png", "image/png"));
    expect(photo.status).toBe(200);
    const { photoUrl } = (await photo.json()) as Note;
    expect(photoUrl).toMatch(new RegExp(`^/made-it-photos/${second.id}/[A-Za-z0-9_-]+\\.webp$`));
    const file = await fetchPhoto(photoUrl!);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(1200);

    const timeline = await madeIt.timeline(ada);
    expect(timeline.recipes).toEqual([{ id: "10005", name: expect.any(String), times: 2, lastOn: "2026-11-20" }]);
    expect(timeline.notes.map((note) => note.id)).toEqual([second.id, first.id]);
    expect(timeline.notes[0]).toMatchObject({ note: "Better", changes: "Less sugar", photoUrl, shared: false });

    // Not a picture: the recipe pictures' checks refuse it, and the note stays as it was.
    expect((await madeIt.photo(ada, first.id, pictureForm(new TextEncoder().encode("<svg/>"), "x.png", "image/png"))).status).toBe(415);
    expect((await madeIt.remove(ada, second.id)).status).toBe(200);
    expect((await fetchPhoto(photoUrl!)).status).toBe(404);
    expect((await madeIt.timeline(ada)).recipes).toMatchObject([{ times: 1, lastOn: "2026-11-01" }]);
  });

  it("answers another cook's note as unknown, and lets only the recipe's owner hide notes or show them", async () => {
    const [owner, cook, stranger] = [await seedCook({ name: "Owner Olga" }), await seedCook({ name: "Cook Carla" }), await seedCook()];
    const recipe = await createdRecipe(owner);
    const shared = await noted(cook, { mealId: recipe.id, cookedOn: "2026-11-21", note: "Great with rice", shared: true });
    const privateNote = await noted(cook, { mealId: recipe.id, cookedOn: "2026-11-22", note: "Just for me" });

    expect((await madeIt.remove(stranger, shared.id)).status).toBe(404);
    expect((await madeIt.photo(stranger, shared.id, pictureForm(await pictureBytes("jpeg")))).status).toBe(404);
    expect((await madeIt.hide(stranger, shared.id, true)).status).toBe(404);
    expect((await madeIt.hide(cook, shared.id, true)).status).toBe(404);
    expect((await madeIt.show(stranger, recipe.id, true)).status).toBe(404);
    expect((await madeIt.hide(owner, privateNote.id, true)).status).toBe(404);

    // Nothing shows until the owner allows it, and then only what the cook shared.
    expect(await madeItNotesForPublicRecipe(recipe.id)).toEqual([]);
    expect((await madeIt.show(owner, recipe.id, true)).status).toBe(200);
    expect(await madeItNotesForPublicRecipe(recipe.id)).toEqual([
      { id: shared.id, cookName: "Cook Carla", cookedOn: "2026-11-21", note: "Great with rice", changes: "", photoUrl: null },
    ]);
    expect((await madeIt.hide(owner, shared.id, true)).status).toBe(200);
    expect(await madeItNotesForPublicRecipe(recipe.id)).toEqual([]);
    expect((await madeIt.timeline(cook)).notes.find((note) => note.id === shared.id)).toMatchObject({ hidden: true });
  });

  it("lets a reader report a shown note (signed out too), counted for the owner and limited per address", async () => {
    const [owner, cook] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(owner);
    const shown = await noted(cook, { mealId: recipe.id, cookedOn: "2026-11-21", note: "Spam spam", shared: true });
    const kept = await noted(cook, { mealId: recipe.id, cookedOn: "2026-11-21", note: "Mine only" });
    const ip = uniqueClientIp();
    const report = (id: string) => reportRoute(browserRequest("POST", `${BASE}/api/made-it/${id}/report`, undefined, { ip }), p({ id }));

    // Not shown yet (the owner has not turned cooks' notes on): nothing to report.
    expect((await report(shown.id)).status).toBe(404);
    expect((await madeIt.show(owner, recipe.id, true)).status).toBe(200);
    expect((await report(shown.id)).status).toBe(200);
    expect((await report(kept.id)).status).toBe(404);
    expect((await cooksNotesForOwner(owner.id, recipe.id)).notes).toMatchObject([{ id: shown.id, reports: 1, hidden: false }]);
    for (let sent = 3; sent < madeItReportsRateLimit.limit; sent++) await report(shown.id);
    expect((await report(shown.id)).status).toBe(429);
  });

  it("changes no rating: notes feed the ranking only through stars", async () => {
    const ada = await seedCook();
    const before = await db.mealRatingSummary.findUnique({ where: { mealId: "10005" } });
    await noted(ada, { mealId: "10005", cookedOn: "2026-11-21", note: "Loved it", shared: true });
    expect(await db.mealRatingSummary.findUnique({ where: { mealId: "10005" } })).toEqual(before);
  });

  it("moves the notes revision on every change a public page could show, so every instance draws its kept pages again", async () => {
    // What other instances read (lib/platform/revisions' row 3): the production server keeps
    // /r/<slug> whole until it moves (server/public-recipe-pages.ts).
    const notesRevision = async () => (await db.mealsRevision.findUnique({ where: { id: 3 } }))?.value ?? 0;
    const owner = await seedCook();
    const cook = await seedCook();
    const recipe = await createdRecipe(owner);
    const moves = async (change: () => Promise<Response | unknown>) => {
      const before = await notesRevision();
      const answer = await change();
      if (answer instanceof Response) expect(answer.status).toBeLessThan(300);
      return (await notesRevision()) > before;
    };
    expect(await moves(() => madeIt.show(owner, recipe.id, true))).toBe(true);
    let note: Note | undefined;
    expect(await moves(async () => (note = await noted(cook, { mealId: recipe.id, cookedOn: "2026-11-02", note: "Lovely", shared: true })))).toBe(true);
    expect(await moves(async () => madeIt.photo(cook, note!.id, pictureForm(await pictureBytes("png", { width: 400, height: 300 }), "dish.png", "image/png")))).toBe(true);
    expect(await moves(() => madeIt.hide(owner, note!.id, true))).toBe(true);
    expect(await moves(() => madeIt.remove(cook, note!.id))).toBe(true);
  });

  it("refuses a day that does not exist and a note past its length", async () => {
    const ada = await seedCook();
    expect((await madeIt.add(ada, { mealId: "10005", cookedOn: "2026-02-30" })).status).toBe(400);
    expect((await madeIt.add(ada, { mealId: "10005", cookedOn: "2026-02-03", note: "x".repeat(501) })).status).toBe(400);
    expect((await madeIt.add(ada, { mealId: "99999999", cookedOn: "2026-02-03" })).status).toBe(404);
  });
});
