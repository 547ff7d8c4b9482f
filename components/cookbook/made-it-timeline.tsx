import Link from "next/link";
import type { MadeItTimeline } from "@/lib/cookbook";
import { DeleteMadeItButton } from "./delete-made-it-button";
import { MadeItDay } from "./made-it-day";

const times = (count: number) => (count === 1 ? "once" : count === 2 ? "twice" : `${count} times`);

/** /saved's "Cooked": how often and when last the cook made each recipe, then their notes newest first. */
export function MadeItTimelineSection({ timeline }: { timeline: MadeItTimeline }) {
  return (
    <section className="made-it__section" aria-labelledby="cooked-title">
      <h2 id="cooked-title">Cooked</h2>
      {timeline.recipes.length === 0 ? (
        <p>
          Nothing noted yet. After cooking a recipe, press <strong>I made it</strong> on it to keep the day, a note and a photo here.
        </p>
      ) : (
        <>
          <ul className="made-it__counts">
            {timeline.recipes.map((recipe) => (
              <li key={recipe.id}>
                <Link href={`/recipeDetail/${recipe.id}`}>{recipe.name}</Link>: Cooked {times(recipe.times)}, last on <MadeItDay day={recipe.lastOn} />
              </li>
            ))}
          </ul>
          <h3>Your notes</h3>
          <ol className="made-it__notes">
            {timeline.notes.map((note) => (
              <li key={note.id} className="made-it__note">
                {note.photoUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored, re-encoded photo, shown as recipe pictures are
                  <img className="made-it__photo" src={note.photoUrl} alt={`Your photo of ${note.recipe.name}`} width={160} height={160} loading="lazy" />
                ) : null}
                <div>
                  <p className="made-it__who">
                    <strong>{note.recipe.name}</strong>, <MadeItDay day={note.cookedOn} />
                  </p>
                  {note.note ? <p>{note.note}</p> : null}
                  {note.changes ? <p className="made-it__changes">Changes: {note.changes}</p> : null}
                  <p className="kitchen-muted">
                    {note.hidden ? "Hidden by the recipe’s owner" : note.shared ? "Other cooks may see it on the recipe" : "Only you see it"}
                  </p>
                  <DeleteMadeItButton id={note.id} name={note.recipe.name} />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
