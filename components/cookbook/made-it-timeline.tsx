import Link from "next/link";
import type { MadeItTimeline } from "@/lib/cookbook";
import { DeleteMadeItButton } from "./delete-made-it-button";
import { MadeItDay, madeItDayText } from "./made-it-day";
import { INTL_TAGS, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";


/** /saved's "Cooked": how often and when last the cook made each recipe, then their notes newest first. */
export function MadeItTimelineSection({ timeline, locale }: { timeline: MadeItTimeline; locale: Locale }) {
  const t = translatorFor(locale, "saved");
  const tag = INTL_TAGS[locale];
  const { deleteNote, noteOn, noteDeleted, noteDeleteFailed } = plainMessages(locale, "saved");
  const deleteText = { deleteNote, noteOn, noteDeleted, noteDeleteFailed };
  const cooked = (times: number, lastOn: string) =>
    t.rich(times === 1 ? "cookedOnce" : times === 2 ? "cookedTwice" : "cookedTimes", {
      count: times,
      date: madeItDayText(lastOn, tag),
      day: (chunks) => <time dateTime={lastOn}>{chunks}</time>,
    });
  return (
    <section className="made-it__section" aria-labelledby="cooked-title">
      <h2 id="cooked-title">{t("cooked")}</h2>
      {timeline.recipes.length === 0 ? (
        <p>
          {t.rich("nothingCooked", { strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : (
        <>
          <ul className="made-it__counts">
            {timeline.recipes.map((recipe) => (
              <li key={recipe.id}>
                <Link href={`/recipeDetail/${recipe.id}`}>{recipe.name}</Link>: {cooked(recipe.times, recipe.lastOn)}
              </li>
            ))}
          </ul>
          <h3>{t("yourNotes")}</h3>
          <ol className="made-it__notes">
            {timeline.notes.map((note) => (
              <li key={note.id} className="made-it__note">
                {note.photoUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored, re-encoded photo, shown as recipe pictures are
                  <img className="made-it__photo" src={note.photoUrl} alt={t("photoOf", { name: note.recipe.name })} width={160} height={160} loading="lazy" />
                ) : null}
                <div>
                  <p className="made-it__who">
                    <strong>{note.recipe.name}</strong>, <MadeItDay day={note.cookedOn} locale={tag} />
                  </p>
                  {note.note ? <p>{note.note}</p> : null}
                  {note.changes ? <p className="made-it__changes">{t("changes", { changes: note.changes })}</p> : null}
                  <p className="kitchen-muted">
                    {note.hidden ? t("hidden") : note.shared ? t("sharedNote") : t("private")}
                  </p>
                  <DeleteMadeItButton id={note.id} name={note.recipe.name} text={deleteText} />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
