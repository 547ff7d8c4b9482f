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
import { INTL_TAGS, plainMessages } from "@/lib/platform/i18n";
import { fillIn } from "@/components/ui/kitchen-text";
import { getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("saved");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

/**
 * /saved: the cook's hearted recipes, each of their collections and those members of their
 * household share with them, then what they cooked ("I made it").
 */
export default async function SavedPage() {
  const user = await requirePageUser("/saved");
  const [{ recipes, collections }, timeline] = await Promise.all([savedPage(user.id), madeItTimeline(user.id)]);
  const savedIds = new Set(recipes.map((recipe) => recipe.id));
  const [locale, t] = await Promise.all([getLocale(), getT("saved")]);
  const { newCollection, placeholder, create, made, makeFailed, delete: deleteLabel, deleted, deleteFailed, takeOut, changeFailed } = plainMessages(locale, "saved");
  const actions = { newCollection, placeholder, create, made, makeFailed, delete: deleteLabel, deleted, deleteFailed, takeOut, changeFailed };
  const { householdShared, householdSees, onlyYouSee } = plainMessages(locale, "saved");
  const household = { householdShared, householdSees, onlyYouSee, changeFailed };
  const sharing = plainMessages(locale, "sharing");
  return (
    <div className="container meal-page">
      <Toaster />
      <h1 className="page-title">{t("title")}</h1>
      {recipes.length === 0 ? (
        <EmptyState
          action={
            <Link className="button" href="/home">
              {t("findOne")}
            </Link>
          }
        >
          <p>{t.rich("nothingSaved", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
        </EmptyState>
      ) : (
        <div className="meal-grid">
          {recipes.map((recipe) => (
            <RecipeCard key={recipe.id} meal={recipe} saved idPrefix="saved" level={2} locale={locale} />
          ))}
        </div>
      )}
      <h2>{t("collections")}</h2>
      <NewCollectionForm text={actions} />
      {collections.map((collection) => (
        <section key={collection.id} className="kitchen-collection" aria-labelledby={`collection-${collection.id}`}>
          <div className="page-heading">
            <h3 id={`collection-${collection.id}`}>
              {collection.name} <span className="kitchen-muted">({collection.recipes.length})</span>
            </h3>
            {/* Another member's, shared with the household: its recipes can be put in and taken out, the rest is theirs. */}
            {collection.by ? (
              <p className="kitchen-muted">{t("sharedByHousehold", { name: collection.by })}</p>
            ) : (
              <div className="page-heading__actions">
                <ShareWithHouseholdToggle id={collection.id} shared={collection.shared} describedBy={`collection-${collection.id}`} text={household} />
                <ShareButton
                  kind="collection"
                  targetId={collection.id}
                  title={fillIn(sharing.quoted, { name: collection.name })}
                  label={t("share", { name: collection.name })}
                  text={sharing}
                  intlTag={INTL_TAGS[locale]}
                />
                <DeleteCollectionButton id={collection.id} name={collection.name} text={actions} />
              </div>
            )}
          </div>
          {collection.recipes.length === 0 ? (
            <p>{t("emptyCollection")}</p>
          ) : (
            <div className="meal-grid">
              {collection.recipes.map((recipe) => (
                <RecipeCard key={recipe.id} meal={recipe} saved={savedIds.has(recipe.id)} idPrefix={`c-${collection.id}`} level={4} locale={locale}>
                  <TakeOutButton collectionId={collection.id} mealId={recipe.id} describedBy={`c-${collection.id}-${recipe.id}-title`} text={actions} />
                </RecipeCard>
              ))}
            </div>
          )}
        </section>
      ))}
      <MadeItTimelineSection timeline={timeline} locale={locale} />
    </div>
  );
}
