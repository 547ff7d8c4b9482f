import type { ReactNode } from "react";
import { madeItNotesForPublicRecipe, type PublicMadeItNote } from "@/lib/cookbook";
import { INTL_TAGS, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";
import { madeItDayText } from "./made-it-day";
import { ReportNoteButton } from "./report-note-button";

/** One cook's note as others see it: their display name, the day, the note, the changes, the photo. */
function CookNote({ note, locale, children }: { note: PublicMadeItNote; locale: Locale; children?: ReactNode }) {
  const t = translatorFor(locale, "publicRecipe");
  return (
    <li className="made-it__note">
      {note.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored photo of a known size class, as recipe pictures are shown
        <img className="made-it__photo" src={note.photoUrl} alt={t("photoAlt", { name: note.cookName })} width={160} height={160} loading="lazy" />
      ) : null}
      <div>
        <p className="made-it__who">
          {t.rich("madeItOn", {
            name: note.cookName,
            date: madeItDayText(note.cookedOn, INTL_TAGS[locale]),
            who: (chunks) => <strong>{chunks}</strong>,
            day: (chunks) => <time dateTime={note.cookedOn}>{chunks}</time>,
          })}
        </p>
        {note.note ? <p>{note.note}</p> : null}
        {note.changes ? <p className="made-it__changes">{t("changes", { changes: note.changes })}</p> : null}
        {children}
      </div>
    </li>
  );
}

/**
 * "Cooks' notes" on a recipe: the notes its cooks chose to share, when the recipe's owner shows
 * them and has not hidden them (`madeItNotesForPublicRecipe`). Self-contained, for the public
 * page /r/<slug> as for the signed-in recipe page; draws nothing when there is nothing to show.
 */
export async function MadeItNotes({ recipeId, locale = "en" }: { recipeId: string; locale?: Locale }) {
  const notes = await madeItNotesForPublicRecipe(recipeId);
  if (notes.length === 0) return null;
  const text = plainMessages(locale, "publicRecipe");
  return (
    <section className="made-it__section" aria-labelledby={`cooks-notes-${recipeId}`}>
      <h2 id={`cooks-notes-${recipeId}`}>{text.notesTitle}</h2>
      <ol className="made-it__notes">
        {notes.map((note) => (
          <CookNote key={note.id} note={note} locale={locale}>
            <ReportNoteButton
              id={note.id}
              cookName={note.cookName}
              text={{ report: text.report, whose: text.reportWhose, reported: text.reported, failed: text.reportFailed }}
            />
          </CookNote>
        ))}
      </ol>
    </section>
  );
}
