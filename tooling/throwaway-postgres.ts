/**
 * A throw-away PostgreSQL server for the tests, the drift check and the benchmark: a fresh data
 * folder in the system temp directory, listening on 127.0.0.1 only (no Unix socket), on a free
 * port, with a random password. Never the machine's own cluster.
 *
 * The server runs under a small shell that stops it and deletes its folder when this process
 * closes the shell's standard input: on stop(), and also when this process dies without
 * cleaning up, so no server is ever left behind.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./processes";

const ADMIN_USER = "res_pe";

/** The folder holding initdb and postgres: POSTGRES_BIN_DIR, Debian's newest, or the PATH. */
export function findPostgresBinaries(): string | undefined {
  const candidates: string[] = [];
  if (process.env.POSTGRES_BIN_DIR) candidates.push(process.env.POSTGRES_BIN_DIR);
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).filter((name) => /^\d+$/.test(name));
    candidates.push(...versions.sort((a, b) => Number(b) - Number(a)).map((version) => path.join(debian, version, "bin")));
  }
  candidates.push(...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean));
  return candidates.find((dir) => ["initdb", "postgres"].every((binary) => fs.existsSync(path.join(dir, binary))));
}

/**
 * The binaries for a PostgreSQL pass, or undefined after printing why it is skipped. In CI
 * (CI=true) a missing PostgreSQL is an error: the suite must run on both databases there.
 */
export function postgresForTests(what: string): string | undefined {
  const bin = findPostgresBinaries();
  if (bin) return bin;
  const why = "no PostgreSQL binaries found (apt-get install postgresql, or set POSTGRES_BIN_DIR)";
  if (process.env.CI === "true") throw new Error(`${what} must run on PostgreSQL in CI, but ${why}.`);
  console.warn(`\n[postgres] ${what} on PostgreSQL SKIPPED: ${why}.\n`);
  return undefined;
}

export type ThrowawayPostgres = {
  port: number;
  /** A connection URL for one database on this server. */
  url(database: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** A copy of another database (which nobody may be connected to), e.g. a pristine template. */
  createDatabaseFrom(name: string, template: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  /** Stops the server and deletes its data folder. */
  stop(): Promise<void>;
};

// postgres refuses to run as root: as root, the server runs as Debian's `postgres` user.
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

const SUPERVISOR = `
trap '' INT
"$BIN/postgres" -D "$DIR/data" -p "$PORT" -c listen_addresses=127.0.0.1 -c unix_socket_directories= \\
  -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 >"$DIR/server.log" 2>&1 &
pid=$!
read -r _ || true
kill -INT "$pid" 2>/dev/null
wait "$pid"
rm -rf "$DIR"
`;

export async function startThrowawayPostgres(
  bin: string,
  { port, password = randomBytes(18).toString("base64url") }: { port?: number; password?: string } = {},
): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-postgres-"));
  if (process.getuid?.() === 0) {
    const user = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (user.status !== 0) throw new Error("Running as root needs Debian's `postgres` user to run PostgreSQL (apt-get install postgresql).");
    fs.chownSync(dir, Number(user.stdout), Number(group.stdout));
  }
  const passwordFile = path.join(dir, "password");
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
  const [initCommand, initArgs] = asServerUser(path.join(bin, "initdb"), [
    "-D", path.join(dir, "data"), "-U", ADMIN_USER, `--pwfile=${passwordFile}`, "--auth=scram-sha-256",
    "-E", "UTF8", "--locale=C.UTF-8", "--no-sync",
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: "utf8" });
  fs.rmSync(passwordFile, { force: true });
  if (init.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  }

  const serverPort = port ?? (await freePort());
  const [command, args] = asServerUser("sh", ["-c", SUPERVISOR]);
  const supervisor: ChildProcess = spawn(command, args, {
    env: { ...process.env, BIN: bin, DIR: dir, PORT: String(serverPort) },
    stdio: ["pipe", "ignore", "inherit"],
  });
  // Dropping the reference lets this process exit normally; the pipe then closes and the server stops.
  supervisor.unref();
  (supervisor.stdin as unknown as { unref?: () => void }).unref?.();
  const exited = new Promise<void>((resolve) => supervisor.once("exit", () => resolve()));

  const url = (database: string) =>
    `postgresql://${ADMIN_USER}:${encodeURIComponent(password)}@127.0.0.1:${serverPort}/${database}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url("postgres") });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await admin((client) => client.query("SELECT 1"));
      break;
    } catch (error) {
      const log = fs.existsSync(path.join(dir, "server.log")) ? fs.readFileSync(path.join(dir, "server.log"), "utf8") : "";
      if (supervisor.exitCode !== null || Date.now() > deadline) {
        supervisor.stdin?.end();
        throw new Error(`PostgreSQL did not start on port ${serverPort}: ${String(error)}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    port: serverPort,
    url,
    async createDatabase(name) {
      await admin((client) => client.query(`CREATE DATABASE "${name}"`));
      return url(name);
    },
    async createDatabaseFrom(name, template) {
      await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return url(name);
    },
    async dropDatabase(name) {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
    async stop() {
      supervisor.ref(); // wait for the shell: the server is down and its folder gone when it exits
      supervisor.stdin?.end();
      await exited;
    },
  };
}
