/**
 * Crash: writers stream sign-ups, recipes, pictures and ratings at the server, and in the middle
 * of it the server's whole process group gets SIGKILL (no shutdown code runs). After each
 * restart, every write the server acknowledged with a 2xx must be in the database and whole, the
 * rating summaries must equal a recount of the ratings, and an SQLite file must pass
 * `PRAGMA integrity_check`. Acknowledged writes of every earlier round are checked again.
 */
import sharp from "sharp";
import { loadCatalog } from "../../../lib/meals";
import { stopChild, type Child } from "../../../tooling/processes";
import { progress } from "../harness";
import { table } from "../report";
import type { Server } from "../servers";
import { Client, keepServerLog, newAccount, signUp, startApp, type Store } from "./client";
import { openReader, sqliteIntegrity, type Reader } from "./database";
import { mulberry32 } from "./random";

type Acked =
  | { kind: "sign-up"; email: string; name: string }
  | { kind: "recipe"; id: string; name: string; instructions: string; ingredients: number; authorEmail: string }
  | { kind: "picture"; id: string; etag: string }
  | { kind: "rating"; email: string; mealId: string; stars: number };

type InFlight = { kind: Acked["kind"]; email?: string; mealId?: string; stars?: number } | undefined;

export type CrashRound = { round: number; acked: number; kinds: string; inFlight: number; lost: number; summaries: string; integrity: string; restartSeconds: number };
export type CrashFigures = { database: string; rounds: CrashRound[]; lost: number; failures: string[] };

const RECIPE = {
  category: "Dessert",
  area: "French",
  instructions: "Whisk the eggs with the sugar.\nFold in the flour.\nBake for 25 minutes.",
  servings: 6,
  ingredients: [
    { name: "Eggs", measure: "3" },
    { name: "Sugar", measure: "100 g" },
    { name: "Flour", measure: "120 g" },
  ],
};

/** One writer: new cooks one after the other, each saving recipes with pictures and rating meals. */
async function writer(origin: string, id: number, round: number, photo: Buffer, mealIds: string[], acked: Acked[], state: { stop: boolean; inFlight: InFlight[] }) {
  const random = mulberry32(round * 100 + id);
  const send = async <T>(flight: NonNullable<InFlight>, request: () => Promise<T>): Promise<T> => {
    state.inFlight[id] = flight;
    try {
      return await request();
    } finally {
      state.inFlight[id] = undefined;
    }
  };
  try {
    while (!state.stop) {
      const client = new Client(origin);
      const account = newAccount(`crash${round}w${id}`);
      const registered = await send({ kind: "sign-up" }, () => signUp(client, account));
      if (registered.status !== 201) return;
      acked.push({ kind: "sign-up", email: account.email, name: account.name });
      const login = await client.request("POST", "/api/entry/login", { json: { email: account.email, password: account.password } });
      if (login.status !== 200) return;
      client.bearer = (login.json() as { token: string }).token;
      for (let recipe = 0; recipe < 3 && !state.stop; recipe += 1) {
        const saved = await send({ kind: "recipe" }, () =>
          client.request("POST", "/api/recipes", { json: { ...RECIPE, name: `Crash cake ${round}-${id}-${recipe}` } }),
        );
        if (saved.status !== 201) return;
        const stored = saved.json() as { id: string; name: string; instructions: string; ingredients: unknown[] };
        acked.push({ kind: "recipe", id: stored.id, name: stored.name, instructions: stored.instructions, ingredients: stored.ingredients.length, authorEmail: account.email });
        const form = new FormData();
        form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "cake.jpg");
        const uploaded = await send({ kind: "picture" }, () =>
          fetch(`${origin}/api/recipes/${stored.id}/image`, { method: "POST", headers: { authorization: `Bearer ${client.bearer}`, "x-forwarded-for": client.address }, body: form }),
        );
        if (uploaded.status !== 200) return;
        const { pictureUrl } = (await uploaded.json()) as { pictureUrl: string };
        acked.push({ kind: "picture", id: stored.id, etag: /([^/]+)\.webp$/.exec(pictureUrl)?.[1] ?? pictureUrl });
        for (let rating = 0; rating < 2 && !state.stop; rating += 1) {
          const mealId = mealIds[Math.floor(random() * mealIds.length)]!;
          const stars = 1 + Math.floor(random() * 5);
          const rated = await send({ kind: "rating", email: account.email, mealId, stars }, () =>
            client.request("PUT", `/api/meals/${mealId}/rating`, { json: { stars } }),
          );
          if (rated.status !== 200) return;
          acked.push({ kind: "rating", email: account.email, mealId, stars });
        }
      }
    }
  } catch {
    // the server died under this writer's request: the end of this round's stream
  }
}

/** What the database lacks of the acknowledged writes: one line per lost or damaged write. */
async function missingWrites(reader: Reader, acked: Acked[], inFlightAtKill: InFlight[]): Promise<string[]> {
  const users = new Map((await reader.all(`SELECT id, email, name, "passwordHash" FROM "User"`)).map((row) => [String(row.email), row]));
  const meals = new Map((await reader.all(`SELECT id, name, instructions, "authorId" FROM "Meal" WHERE "authorId" IS NOT NULL`)).map((row) => [String(row.id), row]));
  const ingredients = new Map(
    (await reader.all(`SELECT "mealId", COUNT(*) AS n FROM "MealIngredient" GROUP BY "mealId"`)).map((row) => [String(row.mealId), Number(row.n)]),
  );
  const pictures = new Map((await reader.all(`SELECT "mealId", etag, width, height, bytes FROM "MealPicture"`)).map((row) => [String(row.mealId), row]));
  const ratings = new Map(
    (await reader.all(`SELECT u.email, r."mealId", r.stars FROM "Rating" r JOIN "User" u ON u.id = r."userId"`)).map((row) => [
      `${String(row.email)} ${String(row.mealId)}`,
      Number(row.stars),
    ]),
  );
  const lastStars = new Map<string, number>();
  for (const write of acked) if (write.kind === "rating") lastStars.set(`${write.email} ${write.mealId}`, write.stars);
  const problems: string[] = [];
  for (const write of acked) {
    if (write.kind === "sign-up") {
      const user = users.get(write.email);
      if (!user || user.name !== write.name || !String(user.passwordHash).startsWith("$2")) problems.push(`sign-up ${write.email}: ${user ? "damaged" : "missing"}`);
    } else if (write.kind === "recipe") {
      const meal = meals.get(write.id);
      const author = users.get(write.authorEmail);
      const whole = meal && author && meal.name === write.name && meal.instructions === write.instructions && meal.authorId === author.id && ingredients.get(write.id) === write.ingredients;
      if (!whole) problems.push(`recipe ${write.id}: ${meal ? "damaged" : "missing"}`);
    } else if (write.kind === "picture") {
      const picture = pictures.get(write.id);
      let whole = false;
      if (picture && picture.etag === write.etag) {
        const metadata = await sharp(Buffer.from(picture.bytes as Uint8Array)).metadata().catch(() => undefined);
        whole = metadata?.width === Number(picture.width) && metadata?.height === Number(picture.height);
      }
      if (!whole) problems.push(`picture of ${write.id}: ${picture ? "damaged" : "missing"}`);
    } else {
      const key = `${write.email} ${write.mealId}`;
      const stored = ratings.get(key);
      // A later re-rating in flight at the kill may have been stored without its answer arriving.
      const allowed = new Set([lastStars.get(key)]);
      for (const flight of inFlightAtKill) if (flight?.kind === "rating" && `${flight.email} ${flight.mealId}` === key) allowed.add(flight.stars);
      if (stored === undefined || !allowed.has(stored)) problems.push(`rating ${key}: ${stored === undefined ? "missing" : `stars ${stored}`}`);
    }
  }
  return problems;
}

/** Meals whose stored summary differs from a recount of their ratings. */
async function summaryMismatches(reader: Reader): Promise<number> {
  const recount = new Map(
    (await reader.all(`SELECT "mealId", COUNT(*) AS n, SUM(stars) AS total FROM "Rating" GROUP BY "mealId"`)).map((row) => [String(row.mealId), `${Number(row.n)}/${Number(row.total)}`]),
  );
  const stored = new Map((await reader.all(`SELECT "mealId", count, total FROM "MealRatingSummary"`)).map((row) => [String(row.mealId), `${Number(row.count)}/${Number(row.total)}`]));
  let mismatches = 0;
  for (const [mealId, tally] of recount) if (stored.get(mealId) !== tally) mismatches += 1;
  for (const [mealId, tally] of stored) if (!recount.has(mealId) && tally !== "0/0") mismatches += 1;
  return mismatches;
}

// Enough that every kind of write (sign-ups, recipes, pictures, ratings) is in the stream when it dies.
const MIN_ACKS_BEFORE_KILL = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function killGroup(child: Child): void {
  if (child.proc.pid !== undefined) process.kill(-child.proc.pid, "SIGKILL");
}

export async function runCrash(store: Store, rounds: number, writers: number, seed: number): Promise<CrashFigures> {
  const random = mulberry32(seed);
  const mealIds = loadCatalog().map((meal) => meal.id);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#d99a4e", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const acked: Acked[] = [];
  const figures: CrashRound[] = [];
  const failures: string[] = [];
  progress(`crash on ${store.kind}: starting Res-pe…`);
  let server: Server = await startApp(store);
  for (let round = 1; round <= rounds; round += 1) {
    const before = acked.length;
    const state = { stop: false, inFlight: [] as InFlight[] };
    const stream = Promise.all(Array.from({ length: writers }, (_, id) => writer(server.origin, id, round, photo, mealIds, acked, state)));
    // Once the stream is flowing (30 writes acknowledged this round), at a random moment
    // 0–2 s later, whatever is being written right then.
    const flowing = Date.now() + 60_000;
    while (acked.length - before < MIN_ACKS_BEFORE_KILL && Date.now() < flowing) await sleep(50);
    await sleep(Math.floor(random() * 2000));
    const inFlightAtKill = [...state.inFlight];
    killGroup(server.child);
    keepServerLog(server, `crash-${store.kind}-round-${round}`);
    await server.child.exited;
    state.stop = true;
    await stream;
    const integrity = store.kind === "sqlite" ? sqliteIntegrity(store) : "n/a";
    const started = performance.now();
    server = await startApp(store);
    const restartSeconds = (performance.now() - started) / 1000;
    const reader = await openReader(store);
    let problems: string[];
    let mismatches: number;
    try {
      problems = await missingWrites(reader, acked, inFlightAtKill);
      mismatches = await summaryMismatches(reader);
    } finally {
      await reader.close();
    }
    failures.push(...problems.slice(0, 10).map((problem) => `round ${round}: ${problem}`));
    if (integrity !== "ok" && integrity !== "n/a") failures.push(`round ${round}: integrity_check: ${integrity}`);
    const row: CrashRound = {
      round,
      acked: acked.length - before,
      kinds: (["sign-up", "recipe", "picture", "rating"] as const).map((kind) => acked.slice(before).filter((write) => write.kind === kind).length).join("/"),
      inFlight: inFlightAtKill.filter(Boolean).length,
      lost: problems.length,
      summaries: mismatches === 0 ? "match" : `${mismatches} differ`,
      integrity,
      restartSeconds,
    };
    figures.push(row);
    progress(`crash on ${store.kind}: round ${round}/${rounds}: ${row.acked} acknowledged, ${row.inFlight} in flight, ${row.lost} lost, summaries ${row.summaries}, integrity ${integrity}`);
  }
  await stopChild(server.child);
  return { database: store.kind, rounds: figures, lost: figures.reduce((sum, round) => sum + round.lost, 0), failures };
}

export function crashMet(figures: CrashFigures): boolean {
  return figures.rounds.every((round) => round.lost === 0 && round.summaries === "match" && (round.integrity === "ok" || round.integrity === "n/a"));
}

export function crashTable(figures: CrashFigures): string {
  const total = figures.rounds.reduce((sum, round) => sum + round.acked, 0);
  return [
    `Crash on ${figures.database === "sqlite" ? "SQLite" : "PostgreSQL"}: kill -9 in the middle of a stream of writes, ${figures.rounds.length} rounds ` +
      "(acknowledged = 2xx answers this round; every round re-checks all earlier ones; lost: target 0)",
    table(
      ["round", "acknowledged", "sign-ups/recipes/pictures/ratings", "in flight at kill", "lost", "summaries", "integrity", "restart s"],
      figures.rounds.map((round) => [String(round.round), String(round.acked), round.kinds, String(round.inFlight), String(round.lost), round.summaries, round.integrity, round.restartSeconds.toFixed(1)]),
    ),
    `acknowledged writes: ${total}, lost: ${figures.lost} (target 0: ${crashMet(figures) ? "met" : "MISSED"})`,
    ...figures.failures.map((failure) => `  ${failure}`),
  ].join("\n");
}
