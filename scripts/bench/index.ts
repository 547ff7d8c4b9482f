/**
 * `npm run bench -- <name>`: runs one benchmark on the shared harness (harness.ts);
 * `npm run bench -- --list`: each benchmark's name and what it measures. Benchmarks are not part
 * of the tests: they build the app when needed, start their own servers on 127.0.0.1 and stop
 * them at the end. Each prints a table to stdout (progress goes to stderr) and keeps its figures
 * in .tmp/bench/<name>.json.
 */
import { runBenchmark } from "./harness";

type Benchmark = { description: string; load: () => Promise<{ main: () => Promise<void> }> };

// Loaded only when chosen, so `--list` starts nothing and loads no benchmark's dependencies.
const BENCHMARKS: Record<string, Benchmark> = {
  landing: {
    description: "the landing page against an empty Next.js app and a plain Node server sending the same bytes",
    load: () => import("./landing"),
  },
  login: {
    description: "bcryptjs per cost on this machine, and real logins against the built app (how the bcrypt cost was chosen)",
    load: () => import("./login"),
  },
  meals: {
    description: "/api/meals?s= and ?f=a next to the empty Next.js app's constant-JSON route of the same size, and /home?f=a",
    load: () => import("./meals"),
  },
  chef: {
    description: "POST /api/chef/recipe (first and last byte) with the catalog chef, and what the route adds in front of a model",
    load: () => import("./chef"),
  },
  nutrition: {
    description: "loading the food table and estimating every catalog meal, then /api/meals/<id>/nutrition and the recipe page",
    load: () => import("./nutrition"),
  },
  recipes: {
    description: "saving a recipe and uploading a photo, then serving recipe pictures, /api/meals?f=a and /myRecipes under load",
    load: () => import("./recipes"),
  },
  postgres: {
    description: "/api/meals?s= on PostgreSQL next to SQLite in one run (needs PostgreSQL installed)",
    load: () => import("./postgres"),
  },
  search: {
    description: "GET /api/search at 1,000, 10,000 and 100,000 synthetic meals on SQLite and PostgreSQL (p50/p95/p99, req/s, index size)",
    load: () => import("./search"),
  },
  ranking: {
    description: "/ranking (p50/p99) with 1,000 cooks, 5,000 recipes and 100,000 ratings, steady and right after a rating",
    load: () => import("./ranking"),
  },
  fuzz: {
    description: "the API fuzzer (also npm run test:fuzz): every operation of /api/openapi.json, valid and mutated requests, every answer checked against the document",
    load: () => import("../fuzz/api"),
  },
  lighthouse: {
    description: "Lighthouse (mobile, 3 runs, medians) on every public and signed-in page, and the longest task with 1,000 meals in a category",
    load: () => import("./lighthouse"),
  },
  public: {
    description: "anonymous visitors on the public recipe pages /r/<slug>: 50 connections for 60 s on SQLite and PostgreSQL, and one cached page's p99 at 10",
    load: () => import("./public"),
  },
  "photo-import": {
    description: "the photo and PDF import offline on 40 drawn recipe cards (clean, turned, blurred, on paper) and text and scanned PDFs: fields right and seconds per page",
    load: () => import("./photo-import"),
  },
  "parser-languages": {
    description: "the ingredient parser on labelled German, French and Spanish lines (quantity, unit and food right, with and without the language given) next to English, and its time per line",
    load: () => import("./parser-languages"),
  },
  migrations: {
    description: "bringing a Paprika and a Mealie export of 2,000 recipes with photos over, on SQLite and PostgreSQL: time, server memory above idle, other cooks' search p99 during the import",
    load: () => import("./migrations"),
  },
  backup: {
    description: "npm run backup and restore with 100,000 catalog meals, 1,000 cooks and 5,000 own recipes with pictures, on SQLite, PostgreSQL and SQLite → PostgreSQL",
    load: () => import("./backup"),
  },
  household: {
    description: "households live: 4 x 5 members with open event streams changing their lists, on SQLite and on PostgreSQL with two instances (propagation p50/p99, lost/duplicated after reconnects, write p99 against single cooks), and up to 2,000 idle streams on one process",
    load: () => import("./household"),
  },
  reliability: {
    description: "load (simulated cooks), kill -9 during writes, and generated bad input on every API route, on SQLite and PostgreSQL (targets: 0 errors, 0 lost writes, 0 violations)",
    load: () => import("./reliability"),
  },
  server: {
    description: "five restarts on SQLite: time to the first answer, idle RSS of every server process and what holds it (heap, loaded modules, a heap snapshot), /api/meals?s=a p50/p99 at 10 connections right after the restart, RSS after that load and after 600 page requests",
    load: () => import("./server"),
  },
};

function list(): string {
  const width = Math.max(...Object.keys(BENCHMARKS).map((name) => name.length));
  return Object.entries(BENCHMARKS)
    .map(([name, { description }]) => `${name.padEnd(width)}  ${description}`)
    .join("\n");
}

async function main(): Promise<void> {
  const [name, ...rest] = process.argv.slice(2);
  if (name === "--list") {
    console.log(list());
    return;
  }
  if (name === undefined || name === "--help" || name === "-h") {
    const usage = `Usage: npm run bench -- <name>    (npm run bench -- --list shows them)\n\n${list()}`;
    if (name === undefined) {
      console.error(usage);
      process.exit(1);
    }
    console.log(usage);
    return;
  }
  const benchmark = Object.hasOwn(BENCHMARKS, name) ? BENCHMARKS[name] : undefined;
  if (!benchmark) {
    console.error(`Unknown benchmark "${name}": one of ${Object.keys(BENCHMARKS).join(", ")} (npm run bench -- --list).`);
    process.exit(1);
  }
  if (rest.length > 0) {
    console.error(`Unexpected arguments after "${name}": ${rest.join(" ")} (settings are environment variables, e.g. BENCH_DURATION).`);
    process.exit(1);
  }
  const { main: run } = await benchmark.load();
  await runBenchmark(name, run);
}

void main();
