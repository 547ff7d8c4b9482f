import pg from "pg";
import type { BackupTable } from "./format";

/**
 * PostgreSQL's side of a backup, straight through pg: a cursor in one REPEATABLE READ READ ONLY
 * transaction to read, `INSERT … SELECT FROM unnest(arrays)` (one statement a batch) to write.
 * Prisma keeps dates in `timestamp(3)` without a zone, in UTC: they are read as text (pg would
 * take them for local time) and written as UTC text.
 */
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const columns = (table: BackupTable) => table.fields.map(([name]) => quote(name)).join(", ");

const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const INT8 = 20;
const asText = (text: string) => text;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP || oid === TIMESTAMPTZ || oid === INT8 ? asText : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

function encode(type: string, value: unknown): unknown {
  if (value === null) return null;
  switch (type) {
    case "DateTime": {
      const text = value as string;
      return new Date(/[zZ]|[+-]\d\d(:?\d\d)?$/.test(text.slice(10)) ? text : `${text.replace(" ", "T")}Z`).toISOString();
    }
    case "Bytes":
      return (value as Buffer).toString("base64");
    case "BigInt":
    case "Decimal":
      return String(value);
    default:
      return value;
  }
}

function decode(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case "Bytes":
      return Buffer.from(value as string, "base64");
    case "Json":
      return JSON.stringify(value);
    default:
      return value;
  }
}

/** The name a backup's reading connection shows in pg_stat_activity: an operator (and a test) can tell it apart. */
export const BACKUP_CONNECTION_NAME = "res-pe backup";

async function connect(url: string, applicationName?: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, types, application_name: applicationName });
  await client.connect();
  return client;
}

async function schemaVersionOf(client: pg.Client): Promise<string | undefined> {
  const result = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return result.rows[0]?.name;
}

export async function postgresSnapshot(url: string) {
  const client = await connect(url, BACKUP_CONNECTION_NAME);
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  return {
    schemaVersion: () => schemaVersionOf(client),
    async *rows(table: BackupTable & { dbName: string }, page: number): AsyncGenerator<unknown[][]> {
      const fieldTypes = table.fields.map(([, type]) => type);
      await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${columns(table)} FROM ${quote(table.dbName)}`);
      for (;;) {
        const result = await client.query<unknown[]>({ text: `FETCH ${page} FROM backup_rows`, rowMode: "array" });
        if (result.rows.length > 0) yield result.rows.map((row) => row.map((value, index) => encode(fieldTypes[index]!, value)));
        if (result.rows.length < page) break;
      }
      await client.query("CLOSE backup_rows");
    },
    async close(): Promise<void> {
      await client.query("COMMIT").catch(() => undefined);
      await client.end();
    },
  };
}

export async function postgresLoader(url: string) {
  const client = await connect(url);
  await client.query("BEGIN");
  const columnTypes = new Map<string, string[]>();
  const typesOf = async (table: BackupTable & { dbName: string }) => {
    let known = columnTypes.get(table.name);
    if (!known) {
      const result = await client.query<{ name: string; type: string }>(
        `SELECT a.attname::text AS name, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
         WHERE a.attrelid = to_regclass(quote_ident($1)) AND a.attnum > 0 AND NOT a.attisdropped`,
        [table.dbName],
      );
      const byName = new Map(result.rows.map((row) => [row.name, row.type]));
      known = table.fields.map(([name]) => {
        const type = byName.get(name);
        if (!type) throw new Error(`Table ${table.dbName} has no column ${name}.`);
        return type;
      });
      columnTypes.set(table.name, known);
    }
    return known;
  };
  // Secondary indexes are dropped while their table fills and built again at the end, inside the
  // transaction: one sort per index instead of millions of index insertions (the search's
  // MealSearchTerm has millions of rows at 100,000 meals). Keys and unique constraints stay.
  const rebuild: string[] = [];
  return {
    async dropSecondaryIndexes(table: string): Promise<void> {
      const indexes = await client.query<{ name: string; definition: string }>(
        `SELECT c.relname::text AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE i.indrelid = to_regclass(quote_ident($1)) AND NOT i.indisprimary
           AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
        [table],
      );
      for (const index of indexes.rows) {
        await client.query(`DROP INDEX ${quote(index.name)}`);
        rebuild.push(index.definition);
      }
    },
    async count(table: string): Promise<number> {
      return Number((await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${quote(table)}`)).rows[0]!.n);
    },
    async clear(table: string): Promise<void> {
      await client.query(`DELETE FROM ${quote(table)}`);
    },
    async insert(table: BackupTable & { dbName: string }, rows: unknown[][]): Promise<void> {
      const sqlTypes = await typesOf(table);
      const arrays = table.fields.map(([, type], index) => rows.map((row) => decode(type, row[index])));
      await client.query(
        `INSERT INTO ${quote(table.dbName)} (${columns(table)}) SELECT * FROM unnest(${sqlTypes.map((type, index) => `$${index + 1}::${type}[]`).join(", ")})`,
        arrays,
      );
    },
    /** Moves every serial column's sequence past the largest value restored, so the next row does not collide. */
    async resetSequences(): Promise<void> {
      const serials = await client.query<{ table: string; column: string }>(
        `SELECT table_name::text AS "table", column_name::text AS "column" FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
      );
      for (const { table, column } of serials.rows) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(MAX(${quote(column)}), 1), MAX(${quote(column)}) IS NOT NULL) FROM ${quote(table)}`,
          [quote(table), column],
        );
      }
    },
    async finish(): Promise<void> {
      for (const definition of rebuild) await client.query(definition);
      await client.query("COMMIT");
      await client.end();
    },
    async abandon(): Promise<void> {
      await client.query("ROLLBACK").catch(() => undefined);
      await client.end();
    },
  };
}
