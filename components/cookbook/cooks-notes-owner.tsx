"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import type { PublicMadeItNote } from "@/lib/cookbook";
import { MadeItDay } from "./made-it-day";

type OwnerNote = PublicMadeItNote & { hidden: boolean; reports: number };

/**
 * The recipe owner's side of cooks' notes: whether the public page shows the notes cooks shared
 * ("Show other cooks' notes"), and Hide / Show again on each of them.
 */
export function CooksNotesOwner({ mealId, initial }: { mealId: string; initial: { showCooksNotes: boolean; notes: OwnerNote[] } }) {
  const [show, setShow] = useState(initial.showCooksNotes);
  const [notes, setNotes] = useState(initial.notes);

  async function changeShow(next: boolean) {
    setShow(next);
    const { ok, body } = await sendJson("PUT", `/api/recipes/${mealId}/cooks-notes`, { showCooksNotes: next });
    if (!ok) {
      setShow(!next);
      toast.error(body.message ?? "Could not change the setting.");
    }
  }

  async function changeHidden(note: OwnerNote, hidden: boolean) {
    const { ok, body } = await sendJson("PUT", `/api/made-it/${note.id}/hidden`, { hidden });
    if (!ok) return void toast.error(body.message ?? "Could not change the note.");
    setNotes((all) => all.map((item) => (item.id === note.id ? { ...item, hidden } : item)));
    toast.success(hidden ? `Hid ${note.cookName}’s note.` : `${note.cookName}’s note shows again.`);
  }

  return (
    <section className="made-it__section" aria-labelledby={`owner-notes-${mealId}`}>
      <h2 id={`owner-notes-${mealId}`}>Cooks&apos; notes on your recipe</h2>
      <label className="made-it__choice">
        <input type="checkbox" checked={show} onChange={(event) => void changeShow(event.target.checked)} /> Show other cooks&apos; notes
        on this recipe&apos;s public page
      </label>
      {notes.length === 0 ? (
        <p className="kitchen-muted">No cook has shared a note on it yet.</p>
      ) : (
        <ol className="made-it__notes">
          {notes.map((note) => (
            <li key={note.id} className="made-it__note">
              <div>
                <p className="made-it__who">
                  <strong>{note.cookName}</strong> made it on <MadeItDay day={note.cookedOn} />
                  {note.hidden ? <span className="kitchen-muted"> · hidden</span> : null}
                  {note.reports > 0 ? <span className="kitchen-muted"> · reported {note.reports === 1 ? "once" : `${note.reports} times`}</span> : null}
                </p>
                {note.note ? <p>{note.note}</p> : null}
                {note.changes ? <p className="made-it__changes">Changes: {note.changes}</p> : null}
                <button type="button" className="kitchen-button" onClick={() => void changeHidden(note, !note.hidden)}>
                  {note.hidden ? "Show again" : "Hide"}
                  <span className="visually-hidden"> {note.cookName}’s note</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
