import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import Link from "next/link";
import { Suspense } from "react";
import { ResultsSkeleton } from "@/components/ui/results-skeleton";
import { Toaster } from "@/components/ui/toaster";
import { siteConfig } from "@/config/site";
import { CategoryMeals } from "@/components/meals/category-meals";
import { getLocale, getT, parseCategoryQuery, parseMealPage } from "@/lib/web/pages";
import { plainMessages, type Locale } from "@/lib/platform/i18n";
import { canonicalCategory } from "@/lib/validations/meals";
import { signedInPageMetadata } from "@/lib/platform/seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const name = parseCategoryQuery(await searchParams);
  const [locale, t] = await Promise.all([getLocale(), getT("home")]);
  return signedInPageMetadata({
    title: name ? t("category.title", { name: categoryName(canonicalCategory(name) ?? name, locale) }) : t("category.all"),
    description: t("category.description"),
  });
}

/** A catalog category's name in the language (display only: its address keeps the catalog's name). */
function categoryName(category: string, locale: Locale): string {
  const names = plainMessages(locale, "categories") as Record<string, string>;
  return Object.hasOwn(names, category) ? names[category]! : category;
}

/** /category?c=<name> (PRODUCT.md D6: the category is in the URL, so reload and share work). */
export default async function CategoryPage({ searchParams }: Props) {
  const params = await searchParams;
  await requirePageUser("/category");
  const name = parseCategoryQuery(params);
  const [locale, t] = await Promise.all([getLocale(), getT("home")]);
  if (!name) {
    return (
      <div className="container meal-page">
        <h1 className="page-title">{t("category.all")}</h1>
        <ul className="category-links">
          {siteConfig.menuCategories.map((category) => (
            <li key={category}>
              <Link className="button button--outline" href={`/category?c=${category}`}>
                {categoryName(category, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const shownName = canonicalCategory(name) ?? name;
  return (
    <div className="container meal-page">
      <h1 className="page-title">{t("category.title", { name: categoryName(shownName, locale) })}</h1>
      {/* The hearts on the cards say "Saved" with an Undo here. */}
      <Toaster />
      <Suspense key={`${shownName}:${parseMealPage(params)}`} fallback={<ResultsSkeleton />}>
        <CategoryMeals category={shownName} page={parseMealPage(params)} locale={locale} />
      </Suspense>
    </div>
  );
}
