import { Prisma, type PrismaClient } from "../../generated/prisma/client";

/** A stored field: its name and Prisma type (String, Int, BigInt, Float, Decimal, Boolean, DateTime, Json, Bytes, or an enum's name). */
type StoredField = { name: string; type: string; isEnum: boolean };

/** A model as stored: its name, its table and its client's delegate (`db.user`), its scalar fields in schema order. */
export type StoredModel = { name: string; table: string; delegate: string; fields: StoredField[] };

type RuntimeModel = { dbName: string | null; fields: { name: string; kind: string; type: string }[] };

/**
 * Every model of the generated client with its stored fields, read from the client's own data
 * model (Prisma.ModelName and the DMMF the client carries), so whole-database tools (the backup)
 * cover a new table without a change of code.
 */
export function storedModels(client: PrismaClient): StoredModel[] {
  const runtime = (client as unknown as { _runtimeDataModel?: { models: Record<string, RuntimeModel> } })._runtimeDataModel;
  if (!runtime) throw new Error("This Prisma client does not expose its data model (has Prisma changed how it carries it?).");
  return Object.values(Prisma.ModelName).map((name) => {
    const model = runtime.models[name];
    if (!model) throw new Error(`The Prisma client does not describe model ${name}.`);
    return {
      name,
      table: model.dbName ?? name,
      delegate: name.charAt(0).toLowerCase() + name.slice(1),
      fields: model.fields
        .filter((field) => field.kind === "scalar" || field.kind === "enum")
        .map((field) => ({ name: field.name, type: field.type, isEnum: field.kind === "enum" })),
    };
  });
}
