import type { Metadata } from "next";
import { RecipeFormScreen } from "@/components/own-recipes/recipe-form-screen";
import { recipeFormWords } from "@/components/own-recipes/recipe-form-words";
import { requirePageUser } from "@/lib/auth";
import { knownAreas } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("recipeForm");
  return signedInPageMetadata({ title: t("newTitle"), description: t("newDescription") });
}

export default async function NewRecipePage() {
  await requirePageUser("/myRecipes/new");
  const [areas, locale, t] = await Promise.all([knownAreas(), getLocale(), getT("recipeForm")]);
  return <RecipeFormScreen title={t("newTitle")} areas={areas} words={recipeFormWords(locale)} />;
}
