import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SharedCollection, SharedPlan, SharedRecipe, SharedBy } from "@/components/cookbook/shared-view";
import { sharedPage } from "@/lib/web/pages";

type Props = { params: Promise<{ token: string }> };

/** Never indexed (next.config.ts also sends X-Robots-Tag): a link is for the people it was given to. */
export const metadata: Metadata = {
  title: "Shared with you",
  description: "A recipe, collection or meal plan a cook shared with you.",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * /s/<token>: what a cook shared, read-only, for anyone with the link, signed in or not. A link
 * turned off or expired answers 410 from the request gate (proxy.ts), one opened too many times just
 * now 429; an unknown one, or one whose
 * recipe or collection was deleted, 404 with a page that says which (not-found.tsx).
 */
export default async function SharedPage({ params }: Props) {
  const view = await sharedPage((await params).token);
  if (view.state === "gone") notFound();
  return (
    <div className="container meal-page shared-page">
      <SharedBy name={view.ownerName} />
      {view.kind === "recipe" ? <SharedRecipe meal={view.meal} /> : null}
      {view.kind === "collection" ? <SharedCollection name={view.name} recipes={view.recipes} /> : null}
      {view.kind === "plan" ? <SharedPlan ownerName={view.ownerName} days={view.days} /> : null}
    </div>
  );
}
