import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { INTL_TAGS } from "@/lib/platform/i18n";
import { SharedCollection, SharedPlan, SharedRecipe, SharedBy } from "@/components/cookbook/shared-view";
import { getLocale, getT, sharedPage } from "@/lib/web/pages";

type Props = { params: Promise<{ token: string }> };

/** Never indexed (next.config.ts also sends X-Robots-Tag): a link is for the people it was given to. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("sharedPage");
  return { title: t("title"), description: t("description"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * /s/<token>: what a cook shared, read-only, for anyone with the link, signed in or not. A link
 * turned off or expired answers 410 from the request gate (proxy.ts), one opened too many times just
 * now 429; an unknown one, or one whose
 * recipe or collection was deleted, 404 with a page that says which (not-found.tsx).
 */
export default async function SharedPage({ params }: Props) {
  const locale = await getLocale();
  const view = await sharedPage((await params).token, undefined, INTL_TAGS[locale]);
  if (view.state === "gone") notFound();
  return (
    <div className="container meal-page shared-page">
      <SharedBy name={view.ownerName} locale={locale} />
      {view.kind === "recipe" ? <SharedRecipe meal={view.meal} locale={locale} /> : null}
      {view.kind === "collection" ? <SharedCollection name={view.name} recipes={view.recipes} locale={locale} /> : null}
      {view.kind === "plan" ? <SharedPlan ownerName={view.ownerName} days={view.days} locale={locale} /> : null}
    </div>
  );
}
