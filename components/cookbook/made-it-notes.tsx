import type { ReactNode } from "react";
import { madeItNotesForPublicRecipe, type PublicMadeItNote } from "@/lib/cookbook";
import { INTL_TAGS, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";
import { MadeItDay } from "./made-it-day";
import { fillParts } from "./message-parts";
import { ReportNoteButton } from "./report-note-button";

type Translate = ReturnType<typeof translatorFor<"recipeTools">>;

/** One cook's note as others see it: their display name, the day, the note, the changes, the photo. */
function CookNote({ note, t, madeOn, intlTag, children }: { note: PublicMadeItNote; t: Translate; madeOn: string; intlTag: string; children?: ReactNode }) {
  return (
    <li className="made-it__note">
      {note.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored photo of a known size class, as recipe pictures are shown
        <img className="made-it__photo" src={note.photoUrl} alt={t("cooksNotes.photoOf", { name: note.cookName })} width={160} height={160} loading="lazy" />
      ) : null}
      <div>
        <p className="made-it__who">
          {fillParts(madeOn, { name: <strong>{note.cookName}</strong>, date: <MadeItDay day={note.cookedOn} locale={intlTag} /> })}
        </p>
        {note.note ? <p>{note.note}</p> : null}
        {note.changes ? <p className="made-it__changes">{t("cooksNotes.changes", { changes: note.changes })}</p> : null}
        {children}
      </div>
    </li>
  );
}

/**
 * "Cooks' notes" on a recipe: the notes its cooks chose to share, when the recipe's owner shows
 * them and has not hidden them (`madeItNotesForPublicRecipe`). Self-contained, for the public
 * page /r/<slug> as for the signed-in recipe page (in the cook's language); draws nothing when
 * there is nothing to show.
 */
export async function MadeItNotes({ recipeId, locale = "en" }: { recipeId: string; locale?: Locale }) {
  const notes = await madeItNotesForPublicRecipe(recipeId);
  if (notes.length === 0) return null;
  const t = translatorFor(locale, "recipeTools");
  const intlTag = INTL_TAGS[locale];
  const madeOn = plainMessages(locale, "recipeTools").cooksNotes.madeOn;
  return (
    <section className="made-it__section" aria-labelledby={`cooks-notes-${recipeId}`}>
      <h2 id={`cooks-notes-${recipeId}`}>{translatorFor(locale, "recipe")("notes.title")}</h2>
      <ol className="made-it__notes">
        {notes.map((note) => (
          <CookNote key={note.id} note={note} t={t} madeOn={madeOn} intlTag={intlTag}>
            <ReportNoteButton
              id={note.id}
              text={{
                report: t("cooksNotes.report"),
                which: t("cooksNotes.noteOf", { name: note.cookName }),
                reported: t("cooksNotes.reported"),
                reportFailed: t("cooksNotes.reportFailed"),
              }}
            />
          </CookNote>
        ))}
      </ol>
    </section>
  );
}
