import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import Link from "next/link";
import { Suspense } from "react";
import { ResultsSkeleton } from "@/components/ui/results-skeleton";
import { Toaster } from "@/components/ui/toaster";
import { siteConfig } from "@/config/site";
import { CategoryMeals } from "@/components/meals/category-meals";
import { parseCategoryQuery, parseMealPage } from "@/lib/web/pages";
import { canonicalCategory } from "@/lib/validations/meals";
import { signedInPageMetadata } from "@/lib/platform/seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const name = parseCategoryQuery(await searchParams);
  return signedInPageMetadata({
    title: name ? `Category: ${canonicalCategory(name) ?? name}` : "Categories",
    description: "Meals of one category.",
  });
}

/** /category?c=<name> (PRODUCT.md D6: the category is in the URL, so reload and share work). */
export default async function CategoryPage({ searchParams }: Props) {
  const params = await searchParams;
  await requirePageUser("/category");
  const name = parseCategoryQuery(params);
  if (!name) {
    return (
      <div className="container meal-page">
        <h1 className="page-title">Categories</h1>
        <ul className="category-links">
          {siteConfig.menuCategories.map((category) => (
            <li key={category}>
              <Link className="button button--outline" href={`/category?c=${category}`}>
                {category}
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
      <h1 className="page-title">Category: {shownName}</h1>
      {/* The hearts on the cards say "Saved" with an Undo here. */}
      <Toaster />
      <Suspense key={`${shownName}:${parseMealPage(params)}`} fallback={<ResultsSkeleton />}>
        <CategoryMeals category={shownName} page={parseMealPage(params)} />
      </Suspense>
    </div>
  );
}
