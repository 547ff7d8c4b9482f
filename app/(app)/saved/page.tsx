import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { DeleteCollectionButton, NewCollectionForm, ShareWithHouseholdToggle, TakeOutButton } from "@/components/cookbook/collection-actions";
import { ShareButton } from "@/components/cookbook/share-links";
import { RecipeCard } from "@/components/meals/recipe-card";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { madeItTimeline, savedPage } from "@/lib/cookbook";
import { MadeItTimelineSection } from "@/components/cookbook/made-it-timeline";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "Saved recipes",
  description: "The recipes you saved, and your collections.",
});

/**
 * /saved: the cook's hearted recipes, each of their collections and those members of their
 * household share with them, then what they cooked ("I made it").
 */
export default async function SavedPage() {
  const user = await requirePageUser("/saved");
  const [{ recipes, collections }, timeline] = await Promise.all([savedPage(user.id), madeItTimeline(user.id)]);
  const savedIds = new Set(recipes.map((recipe) => recipe.id));
  return (
    <div className="container meal-page">
      <Toaster />
      <h1 className="page-title">Saved recipes</h1>
      {recipes.length === 0 ? (
        <EmptyState
          action={
            <Link className="button" href="/home">
              Find a recipe in the Recipe Finder
            </Link>
          }
        >
          <p>
            Nothing saved yet. Press <strong>Save</strong> on any recipe to keep it here.
          </p>
        </EmptyState>
      ) : (
        <div className="meal-grid">
          {recipes.map((recipe) => (
            <RecipeCard key={recipe.id} meal={recipe} saved idPrefix="saved" level={2} />
          ))}
        </div>
      )}
      <h2>Collections</h2>
      <NewCollectionForm />
      {collections.map((collection) => (
        <section key={collection.id} className="kitchen-collection" aria-labelledby={`collection-${collection.id}`}>
          <div className="page-heading">
            <h3 id={`collection-${collection.id}`}>
              {collection.name} <span className="kitchen-muted">({collection.recipes.length})</span>
            </h3>
            {/* Another member's, shared with the household: its recipes can be put in and taken out, the rest is theirs. */}
            {collection.by ? (
              <p className="kitchen-muted">Shared by {collection.by} with your household</p>
            ) : (
              <div className="page-heading__actions">
                <ShareWithHouseholdToggle id={collection.id} shared={collection.shared} describedBy={`collection-${collection.id}`} />
                <ShareButton kind="collection" targetId={collection.id} title={`“${collection.name}”`} label={`Share “${collection.name}”`} />
                <DeleteCollectionButton id={collection.id} name={collection.name} />
              </div>
            )}
          </div>
          {collection.recipes.length === 0 ? (
            <p>No recipes in it yet: open a recipe and choose Collections.</p>
          ) : (
            <div className="meal-grid">
              {collection.recipes.map((recipe) => (
                <RecipeCard key={recipe.id} meal={recipe} saved={savedIds.has(recipe.id)} idPrefix={`c-${collection.id}`} level={4}>
                  <TakeOutButton collectionId={collection.id} mealId={recipe.id} describedBy={`c-${collection.id}-${recipe.id}-title`} />
                </RecipeCard>
              ))}
            </div>
          )}
        </section>
      ))}
      <MadeItTimelineSection timeline={timeline} />
    </div>
  );
}
