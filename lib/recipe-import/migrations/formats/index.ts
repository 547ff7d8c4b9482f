import { chowdown } from "./chowdown";
import { copyMeThat } from "./copymethat";
import { myRecipeBox } from "./myrecipebox";
import { nextcloud } from "./nextcloud";
import { tandoor } from "./tandoor";
import type { MigrationFormat } from "./types";

export type { MigratedRecipe, MigrationFormat } from "./types";

/**
 * The readers for other apps' exports beside Paprika, Mealie and JSON-LD (issue 33). Each
 * recognises only its own app's files (tests/recipe-import/migrations/detection.test.ts), so the
 * order here is only the order a list shows them in.
 */
export const otherAppFormats: readonly MigrationFormat[] = [tandoor, nextcloud, copyMeThat, chowdown, myRecipeBox];
