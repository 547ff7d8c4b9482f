import { AppError } from "@/lib/platform/errors";
import { recipesInJsonLd, recipesInPage, type SchemaObject } from "../../schema-org";
import { RES_PE_EXTENSION } from "../../to-draft";
import { entryText } from "../archive";
import { base64Bytes, keepPictures, textOrNull } from "./text";
import type { MigratedRecipe, MigrationFormat, MigrationUpload, UnreadableRecipe } from "./types";
import { checkNote, refusalOf, type CheckNote } from "../../check-notes";

/**
 * Res-pe's own export (Export all, one recipe's Export, the account's data download) and any
 * schema.org Recipe as JSON-LD or in an HTML page, read with lib/recipe-import's own readers.
 * Pictures come only from inside the file (data URLs): a file never makes the server fetch.
 */

const TEXT = /\.(json|jsonld|html?|txt)$|^[^.]*$/i;

function recipesOf(upload: MigrationUpload): SchemaObject[] {
  const found: SchemaObject[] = [];
  for (const entry of upload.entries.filter((item) => TEXT.test(item.path))) {
    const text = entryText(entry);
    if (/^\s*[[{]/.test(text)) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw refusalOf(checkNote("notValidJson", { path: entry.path }));
      }
      const account = json as SchemaObject;
      if (account && account.format === "res-pe-account-export/1" && Array.isArray(account.recipes)) {
        for (const record of account.recipes as SchemaObject[]) {
          const { picture, ...fields } = record as SchemaObject & { picture?: { contentType?: string; base64?: string } | null };
          found.push({ "@type": "Recipe", name: fields.name, recipeCategory: fields.category, image: picture?.base64 ? `data:${picture.contentType};base64,${picture.base64}` : undefined, [RES_PE_EXTENSION]: fields, "@id": fields.id });
        }
      } else found.push(...recipesInJsonLd(json));
    } else found.push(...recipesInPage(text).recipes);
  }
  return found;
}

const isResPe = (recipes: SchemaObject[]) => recipes.length > 0 && recipes.every((recipe) => typeof recipe[RES_PE_EXTENSION] === "object");

function migrated(recipe: SchemaObject): MigratedRecipe {
  const notCarried: CheckNote[] = [];
  const { image, ...rest } = recipe;
  const images = (Array.isArray(image) ? image : [image]).map((item) => (typeof item === "object" && item !== null ? (item as SchemaObject).url : item));
  const pictures = images.filter((url): url is string => typeof url === "string" && url.startsWith("data:")).map(base64Bytes).filter((bytes): bytes is Uint8Array => bytes !== null);
  const remote = images.filter((url) => typeof url === "string" && /^https?:/.test(url)).length;
  if (remote > 0) notCarried.push(remote === 1 ? checkNote("photoAddressOne") : checkNote("photoAddressOther", { count: remote }));
  const sourceUrl = textOrNull(recipe.url);
  const url = sourceUrl && !/\/recipeDetail\//.test(sourceUrl) ? sourceUrl : undefined;
  const id = textOrNull(recipe["@id"]) ?? (sourceUrl && /\/recipeDetail\//.test(sourceUrl) ? sourceUrl.split("/recipeDetail/")[1]! : null);
  return { sourceId: id, recipe: { ...rest, url: url ?? rest.isBasedOn }, pictures: keepPictures(pictures, notCarried), notes: null, rating: null, tags: [], notCarried };
}

function reader(id: "res-pe" | "json-ld", label: string, accepts: (recipes: SchemaObject[]) => boolean): MigrationFormat {
  return {
    id,
    label,
    detect(upload) {
      try {
        return accepts(recipesOf(upload));
      } catch {
        return false;
      }
    },
    *read(upload): Iterable<MigratedRecipe | UnreadableRecipe> {
      const recipes = recipesOf(upload);
      if (recipes.length === 0) throw new AppError("invalid_input", "The file holds no schema.org recipes.", { messageCode: "noSchemaOrgRecipes" });
      for (const recipe of recipes) yield migrated(recipe);
    },
  };
}

export const resPe = reader("res-pe", "Res-pe", isResPe);
export const jsonLd = reader("json-ld", "A recipe page or schema.org JSON-LD", (recipes) => recipes.length > 0);
