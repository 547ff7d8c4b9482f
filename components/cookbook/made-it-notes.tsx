import type { ReactNode } from "react";
import { madeItNotesForPublicRecipe, type PublicMadeItNote } from "@/lib/cookbook";
import { MadeItDay } from "./made-it-day";
import { ReportNoteButton } from "./report-note-button";

/** One cook's note as others see it: their display name, the day, the note, the changes, the photo. */
function CookNote({ note, children }: { note: PublicMadeItNote; children?: ReactNode }) {
  return (
    <li className="made-it__note">
      {note.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored photo of a known size class, as recipe pictures are shown
        <img className="made-it__photo" src={note.photoUrl} alt={`${note.cookName}’s photo of the dish`} width={160} height={160} loading="lazy" />
      ) : null}
      <div>
        <p className="made-it__who">
          <strong>{note.cookName}</strong> made it on <MadeItDay day={note.cookedOn} />
        </p>
        {note.note ? <p>{note.note}</p> : null}
        {note.changes ? <p className="made-it__changes">Changes: {note.changes}</p> : null}
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
export async function MadeItNotes({ recipeId }: { recipeId: string }) {
  const notes = await madeItNotesForPublicRecipe(recipeId);
  if (notes.length === 0) return null;
  return (
    <section className="made-it__section" aria-labelledby={`cooks-notes-${recipeId}`}>
      <h2 id={`cooks-notes-${recipeId}`}>Cooks&apos; notes</h2>
      <ol className="made-it__notes">
        {notes.map((note) => (
          <CookNote key={note.id} note={note}>
            <ReportNoteButton id={note.id} cookName={note.cookName} />
          </CookNote>
        ))}
      </ol>
    </section>
  );
}
