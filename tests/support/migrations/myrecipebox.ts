import type { MigrationUpload } from "@/lib/recipe-import/migrations/formats/types";
import { unpacked } from "./upload";

/** The columns of My Recipe Box's CSV export, in its order (the header ends with a comma). */
export const MY_RECIPE_BOX_COLUMNS = [
  "title", "description", "preparationTime", "cookingTime", "inactiveTime", "totalTime", "quantity", "ingredients", "instructions",
  "notes", "nutrition", "favorite", "rating", "categories", "tags", "video", "source", "originalPicture",
] as const;

export type MyRecipeBoxRow = Partial<Record<(typeof MY_RECIPE_BOX_COLUMNS)[number], string>>;

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The export: a header row, then one row per recipe; multi-line cells quoted, some rows with the trailing comma. */
export function myRecipeBoxCsv(rows: MyRecipeBoxRow[], lineBreak = "\n"): string {
  const header = `${MY_RECIPE_BOX_COLUMNS.join(",")},`;
  const lines = rows.map((row, index) => MY_RECIPE_BOX_COLUMNS.map((column) => cell(row[column] ?? "")).join(",") + (index % 2 === 0 ? "," : ""));
  return [header, ...lines].join(lineBreak) + lineBreak;
}

export const myRecipeBoxExport = (rows: MyRecipeBoxRow[], lineBreak = "\n"): MigrationUpload => unpacked("recipes.csv", [["recipes.csv", myRecipeBoxCsv(rows, lineBreak)]]);
