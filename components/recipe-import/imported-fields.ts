import type { PictureChoice } from "@/components/own-recipes/picture-field";
import type { ImportedRecipe } from "@/lib/validations/recipe-import";
import type { RecipeFormFields } from "@/lib/validations/recipes";

/** The recipe form's values for an imported recipe (tags as one line, "not stated" as empty). */
export function importedFields({ recipe }: ImportedRecipe): RecipeFormFields {
  return {
    ...recipe,
    difficulty: recipe.difficulty ?? "",
    tags: recipe.tags.join(", "),
    videoUrl: recipe.videoUrl ?? "",
    sourceUrl: recipe.sourceUrl ?? "",
    ingredients: recipe.ingredients.length > 0 ? recipe.ingredients : [{ name: "", measure: "" }],
  };
}

/**
 * The imported picture as a file the form uploads on Save, like one the cook chose (it is
 * re-encoded again there); the data URL itself is the preview (the page's CSP allows data:).
 */
export function importedPicture({ picture }: ImportedRecipe): PictureChoice {
  if (!picture) return { kind: "keep" };
  const [header, base64 = ""] = picture.dataUrl.split(",", 2);
  const type = /^data:([^;]+)/.exec(header ?? "")?.[1] ?? "image/webp";
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const file = new File([bytes], `imported.${type.split("/")[1] ?? "webp"}`, { type });
  return { kind: "new", file, previewUrl: picture.dataUrl };
}
