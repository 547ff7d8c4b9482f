import type { PrismaClient, StoredModel, Transaction } from "@/lib/platform/database";

type Provider = "sqlite" | "postgresql";
type Queryable = Pick<PrismaClient | Transaction, "$queryRawUnsafe">;

/** A model with what the database itself says about its table: the primary key's fields, the tables it refers to. */
type TableShape = StoredModel & { key: string[]; parents: string[] };

/**
 * The models' tables, each after the tables its foreign keys point to, read from the database's
 * own catalog (Prisma's runtime model names neither keys nor which side of a relation holds it).
 */
export async function tableShapes(db: Queryable, provider: Provider, models: StoredModel[]): Promise<TableShape[]> {
  const shapes: TableShape[] = [];
  for (const model of models) {
    const [key = [], parents = []] =
      provider === "sqlite"
        ? await sequentially([
            () => db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`, model.table),
            () => db.$queryRawUnsafe<{ name: string }[]>(`SELECT DISTINCT "table" AS name FROM pragma_foreign_key_list(?)`, model.table),
          ])
        : await sequentially([
            () => db.$queryRawUnsafe<{ name: string }[]>(
              `SELECT a.attname::text AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
               WHERE i.indrelid = to_regclass(quote_ident($1)) AND i.indisprimary ORDER BY array_position(i.indkey::int2[], a.attnum)`,
              model.table,
            ),
            () => db.$queryRawUnsafe<{ name: string }[]>(
              `SELECT DISTINCT c.relname::text AS name FROM pg_constraint k JOIN pg_class c ON c.oid = k.confrelid
               WHERE k.contype = 'f' AND k.conrelid = to_regclass(quote_ident($1))`,
              model.table,
            ),
          ]);
    const stored = new Set(model.fields.map((field) => field.name));
    shapes.push({
      ...model,
      // Without a key (never so today: every model has an @id) the rows are paged by all their fields.
      key: key.length > 0 ? key.map((column) => column.name) : model.fields.filter((f) => f.type !== "Bytes").map((f) => f.name),
      parents: parents.map((parent) => parent.name).filter((name) => name !== model.table),
    });
    for (const name of shapes.at(-1)!.key) {
      if (!stored.has(name)) throw new Error(`Table ${model.table}: key column ${name} is not a field of model ${model.name} (@map is not supported).`);
    }
  }
  return parentsFirst(shapes);
}

/** One query at a time: a transaction is one connection, which runs one query at a time anyway. */
async function sequentially<T>(queries: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (const query of queries) results.push(await query());
  return results;
}

function parentsFirst(shapes: TableShape[]): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let pending = shapes;
  while (pending.length > 0) {
    const ready = pending.filter((shape) => shape.parents.every((parent) => placed.has(parent) || !shapes.some((s) => s.table === parent)));
    // A cycle of foreign keys (none today) would need deferred constraints: keep the schema's order for it.
    const next = ready.length > 0 ? ready : pending;
    for (const shape of next) {
      ordered.push(shape);
      placed.add(shape.table);
    }
    pending = pending.filter((shape) => !next.includes(shape));
  }
  return ordered;
}

/** The newest migration applied to the database: the schema version a backup carries. */
export async function schemaVersion(db: Queryable): Promise<string> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  if (!rows[0]) throw new Error("The database has no migrations applied (run `npm run db:prepare` or `npx prisma migrate deploy` first).");
  return rows[0].name;
}
