import type { Metadata } from "next";
import { PublicRecipe, publicRecipeMetadata } from "./public-recipe";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicRecipeMetadata((await params).slug, "en");
}

/**
 * /r/<slug>: a public recipe (a cook's, shared by them, or a catalog meal) for anyone, signed in
 * or not, the same for every visitor, in English (other languages: /lang/<locale>/r/<slug>).
 */
export default async function PublicRecipePage({ params }: Props) {
  return <PublicRecipe slug={(await params).slug} locale="en" />;
}
