/**
 * The servers under test: Res-pe as `npm start` runs it, an empty App Router app built with the
 * same Next (with the cheapest JSON route Next can serve, the meal API's yardstick), and a plain
 * Node server that replays Res-pe's landing page from memory.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startChild, waitForExit, waitForHttp, type Child } from "../../tooling/processes";
import { onCleanup } from "./harness";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BENCH_DIR = path.join(ROOT, ".tmp", "bench");
export const LOG_DIR = path.join(BENCH_DIR, "logs");
export const EMPTY_APP_DIR = path.join(BENCH_DIR, "empty-app");

export type Server = { name: string; child: Child; port: number; origin: string };

function baseEnv(): NodeJS.ProcessEnv {
  // Production, as start.ts sets it too: a stray "development" from the shell would skew a build.
  return { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
}

async function serveAndWait(name: string, port: number, child: Child, timeoutMs: number): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${origin}/`, timeoutMs);
  return { name, child, port, origin };
}

// --- Res-pe -----------------------------------------------------------------------------------

/** `npm run build`, only when there is no build at all (start.ts rebuilds a stale one itself). */
export async function ensureResPeBuilt(): Promise<boolean> {
  if (fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) return false;
  const build = startChild("res-pe build", "npm", ["run", "build"], {
    cwd: ROOT,
    env: baseEnv(),
    logFile: path.join(LOG_DIR, "res-pe-build.log"),
  });
  await waitForExit(build, 15 * 60_000);
  return true;
}

/** Res-pe through scripts/start.mjs (scripts/start.ts compiled) on the SQLite file in `dataDir`, or on the database `env` names. */
export async function startResPe(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  // What `npm start` runs, minus the npm process in between: the compiled start (scripts/start.mjs).
  const child = startChild("res-pe", process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...baseEnv(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "res-pe.db")}`,
      SITE_URL: "http://localhost:3000", // a build-time input: kept as the usual one
      // One server process, as every earlier figure was taken, unless the bench asks for more
      // (SERVER_WORKERS defaults to one per core now: a memory figure would sum the processes).
      SERVER_WORKERS: "1",
      ...env,
    },
    logFile: path.join(LOG_DIR, env.DATABASE_URL?.startsWith("postgres") ? "res-pe-postgres.log" : "res-pe.log"),
  });
  // start.ts may rebuild first (its fingerprint covers the sources and PORT), hence the margin.
  return serveAndWait("Res-pe", port, child, 15 * 60_000);
}

/** Whether start.ts had to rebuild before serving, read from its log. */
export function resPeRebuilt(server: Server): boolean {
  try {
    return fs.readFileSync(server.child.logFile, "utf8").includes("Building Res-pe");
  } catch {
    return false;
  }
}

// --- Empty App Router app -----------------------------------------------------------------------

/** The empty app's constant-JSON route: `${origin}${CONSTANT_JSON_PATH}?bytes=<size>`. */
export const CONSTANT_JSON_PATH = "/api/constant-json";

const EMPTY_APP_FILES: Record<string, string> = {
  "package.json": `${JSON.stringify({ name: "bench-empty-app", private: true }, null, 2)}\n`,
  "app/layout.tsx": `import type { ReactNode } from "react";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>Empty</h1>
    </main>
  );
}
`,
  // The yardstick of the meals benchmark: a constant JSON body of exactly `?bytes=` bytes
  // ({"meals":"xxx…"}), as large as the meal answer it is compared with.
  [`app${CONSTANT_JSON_PATH}/route.ts`]: `export const dynamic = "force-dynamic";

const bodies = new Map<number, string>();

export function GET(request: Request) {
  const bytes = Number(new URL(request.url).searchParams.get("bytes"));
  if (!Number.isInteger(bytes) || bytes < 16 || bytes > 1_000_000) {
    return Response.json({ message: "bytes must be a whole number from 16 to 1000000." }, { status: 400 });
  }
  let body = bodies.get(bytes);
  if (!body) {
    body = JSON.stringify({ meals: "x".repeat(bytes - '{"meals":""}'.length) });
    bodies.set(bytes, body);
  }
  return new Response(body, { headers: { "Content-Type": "application/json" } });
}
`,
  // Already what \`next build\` would rewrite it to, so the build leaves it alone.
  "tsconfig.json": `${JSON.stringify(
    {
      compilerOptions: {
        target: "ES2017",
        lib: ["dom", "esnext"],
        strict: true,
        allowJs: true,
        skipLibCheck: true,
        noEmit: true,
        esModuleInterop: true,
        module: "esnext",
        moduleResolution: "bundler",
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: "react-jsx",
        incremental: true,
        plugins: [{ name: "next" }],
      },
      include: ["**/*.ts", "**/*.tsx", ".next/types/**/*.ts", ".next/dev/types/**/*.ts"],
      exclude: ["node_modules"],
    },
    null,
    2,
  )}\n`,
  // Turbopack's root must be this folder: under Res-pe's root it walks up the folders looking
  // for a proxy file and bundles Res-pe's proxy.ts into the empty app. The default root would
  // be Res-pe's too (inferred from its package-lock.json).
  "next.config.mjs": `const root = import.meta.dirname;

export default { turbopack: { root }, outputFileTracingRoot: root };
`,
};

/** Removes a path under the empty app only, and a symlink as a link (never what it points to). */
function removeInsideEmptyApp(target: string): void {
  if (!target.startsWith(EMPTY_APP_DIR + path.sep)) throw new Error(`Refusing to remove ${target}`);
  const stat = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isSymbolicLink()) fs.unlinkSync(target);
  else fs.rmSync(target, { recursive: true, force: true });
}

/**
 * A copy of node_modules made of hard links: the very same files as Res-pe's (same next, react,
 * react-dom), costing no disk space, yet inside the empty app's Turbopack root, which refuses a
 * symlink that leads outside it.
 */
function linkTree(source: string, destination: string): void {
  fs.mkdirSync(destination);
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(destination, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else if (entry.isDirectory()) linkTree(from, to);
    else if (entry.isFile()) {
      try {
        fs.linkSync(from, to);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        fs.copyFileSync(from, to); // another file system: a real copy still holds the same bytes
      }
    }
  }
}

export const emptyAppNext = path.join(EMPTY_APP_DIR, "node_modules", "next", "dist", "bin", "next");

/** Writes and builds the empty app. Its Next is run from its own node_modules: running Res-pe's
 * path would load a second React next to the bundle's and fail the prerender. Those
 * node_modules are removed when the benchmark ends. */
export async function buildEmptyApp(): Promise<void> {
  removeInsideEmptyApp(path.join(EMPTY_APP_DIR, "app")); // no file of an older version of the app stays
  for (const [file, content] of Object.entries(EMPTY_APP_FILES)) {
    fs.mkdirSync(path.dirname(path.join(EMPTY_APP_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(EMPTY_APP_DIR, file), content);
  }
  removeInsideEmptyApp(path.join(EMPTY_APP_DIR, ".next"));
  removeInsideEmptyApp(path.join(EMPTY_APP_DIR, "node_modules"));
  onCleanup(removeEmptyAppModules, { atExit: true });
  linkTree(path.join(ROOT, "node_modules"), path.join(EMPTY_APP_DIR, "node_modules"));

  const build = startChild("empty app build", process.execPath, [emptyAppNext, "build"], {
    cwd: EMPTY_APP_DIR,
    env: baseEnv(),
    logFile: path.join(LOG_DIR, "empty-app-build.log"),
  });
  await waitForExit(build, 10 * 60_000);
}

export async function startEmptyApp(): Promise<Server> {
  const port = await freePort();
  const child = startChild(
    "empty app",
    process.execPath,
    [emptyAppNext, "start", "-H", "127.0.0.1", "-p", String(port)],
    { cwd: EMPTY_APP_DIR, env: baseEnv(), logFile: path.join(LOG_DIR, "empty-app.log") },
  );
  return serveAndWait("empty app", port, child, 2 * 60_000);
}

/** Drops the hard-linked node_modules, so tools that walk the work tree don't meet 28k files. */
export function removeEmptyAppModules(): void {
  removeInsideEmptyApp(path.join(EMPTY_APP_DIR, "node_modules"));
}

// --- Plain Node ---------------------------------------------------------------------------------

// Plain JavaScript in its own process, like the other servers, so it does not share this
// process's CPU time with the load generator.
const PLAIN_SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const [file, contentType, port] = process.argv.slice(1);
const body = fs.readFileSync(file);
const headers = { "content-type": contentType, "content-length": String(body.length) };
http
  .createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(port), "127.0.0.1", () => console.log("plain node ready on port " + port));
process.on("SIGTERM", () => process.exit(0));
`;

export async function startPlainNode(html: Buffer, contentType: string): Promise<Server> {
  const port = await freePort();
  const file = path.join(BENCH_DIR, "landing.html");
  fs.writeFileSync(file, html);
  const child = startChild("plain node", process.execPath, ["-e", PLAIN_SERVER, file, contentType, String(port)], {
    cwd: BENCH_DIR,
    env: baseEnv(),
    logFile: path.join(LOG_DIR, "plain-node.log"),
  });
  return serveAndWait("plain node", port, child, 30_000);
}
