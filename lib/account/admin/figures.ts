import "server-only";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";

/** What /admin shows of the site as a whole: its cooks, their recipes, what their pictures and the database weigh. */
export type SiteFigures = { cooks: number; disabledCooks: number; recipes: number; pictureBytes: number; databaseBytes: number };

export async function siteFigures(): Promise<SiteFigures> {
  const postgres = loadConfig().database.provider === "postgresql";
  const [cooks, disabledCooks, recipes, pictures, database] = await Promise.all([
    db.user.count(),
    db.user.count({ where: { disabledAt: { not: null } } }),
    db.meal.count({ where: { origin: "user" } }),
    postgres
      ? db.$queryRaw<{ bytes: bigint | number | null }[]>`SELECT SUM(OCTET_LENGTH("bytes"))::bigint AS "bytes" FROM "MealPicture"`
      : db.$queryRaw<{ bytes: bigint | number | null }[]>`SELECT SUM(LENGTH("bytes")) AS "bytes" FROM "MealPicture"`,
    postgres
      ? db.$queryRaw<{ bytes: bigint | number }[]>`SELECT pg_database_size(current_database()) AS "bytes"`
      : db.$queryRaw<{ bytes: bigint | number }[]>`SELECT page_count * page_size AS "bytes" FROM pragma_page_count(), pragma_page_size()`,
  ]);
  return { cooks, disabledCooks, recipes, pictureBytes: Number(pictures[0]?.bytes ?? 0), databaseBytes: Number(database[0]?.bytes ?? 0) };
}
