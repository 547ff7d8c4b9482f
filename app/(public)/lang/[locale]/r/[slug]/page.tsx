import type { Metadata } from "next";
import { PublicRecipe, publicRecipeMetadata } from "../../../../r/[slug]/public-recipe";
import { metadataLocale, pageLocale } from "../../localized-page";

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  return locale ? publicRecipeMetadata((await params).slug, locale) : {};
}

/** /r/<slug> in German, French or Spanish (issue 35): the same page, everything around the recipe in that language. */
export default async function LocalizedPublicRecipePage({ params }: Props) {
  const locale = await pageLocale(params);
  return <PublicRecipe slug={(await params).slug} locale={locale} />;
}
