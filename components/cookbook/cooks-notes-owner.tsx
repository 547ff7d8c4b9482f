"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import type { PublicMadeItNote } from "@/lib/cookbook";
import type { Messages } from "@/lib/platform/i18n";
import { MadeItDay } from "./made-it-day";
import { fillParts } from "./message-parts";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

type OwnerNote = PublicMadeItNote & { hidden: boolean; reports: number };
type Text = Messages["recipeTools"]["cooksNotes"];

/**
 * The recipe owner's side of cooks' notes: whether the public page shows the notes cooks shared
 * ("Show other cooks' notes"), and Hide / Show again on each of them.
 */
export function CooksNotesOwner({ mealId, initial, text, intlTag }: { mealId: string; initial: { showCooksNotes: boolean; notes: OwnerNote[] }; text: Text; intlTag: string }) {
  const [show, setShow] = useState(initial.showCooksNotes);
  const [notes, setNotes] = useState(initial.notes);

  async function changeShow(next: boolean) {
    setShow(next);
    const { ok, body } = await sendJson("PUT", `/api/recipes/${mealId}/cooks-notes`, { showCooksNotes: next });
    if (!ok) {
      setShow(!next);
      toast.error(refusalText(body, text.showFailed, pageLocale() === "en"));
    }
  }

  async function changeHidden(note: OwnerNote, hidden: boolean) {
    const { ok, body } = await sendJson("PUT", `/api/made-it/${note.id}/hidden`, { hidden });
    if (!ok) return void toast.error(refusalText(body, text.changeFailed, pageLocale() === "en"));
    setNotes((all) => all.map((item) => (item.id === note.id ? { ...item, hidden } : item)));
    toast.success(fill(hidden ? text.hid : text.showsAgain, { name: note.cookName }));
  }

  return (
    <section className="made-it__section" aria-labelledby={`owner-notes-${mealId}`}>
      <h2 id={`owner-notes-${mealId}`}>{text.ownerTitle}</h2>
      <label className="made-it__choice">
        <input type="checkbox" checked={show} onChange={(event) => void changeShow(event.target.checked)} /> {text.show}
      </label>
      {notes.length === 0 ? (
        <p className="kitchen-muted">{text.none}</p>
      ) : (
        <ol className="made-it__notes">
          {notes.map((note) => (
            <li key={note.id} className="made-it__note">
              <div>
                <p className="made-it__who">
                  {fillParts(text.madeOn, { name: <strong>{note.cookName}</strong>, date: <MadeItDay day={note.cookedOn} locale={intlTag} /> })}
                  {note.hidden ? <span className="kitchen-muted"> · {text.hiddenMark}</span> : null}
                  {note.reports > 0 ? (
                    <span className="kitchen-muted"> · {note.reports === 1 ? text.reportedOnce : fill(text.reportedTimes, { count: note.reports })}</span>
                  ) : null}
                </p>
                {note.note ? <p>{note.note}</p> : null}
                {note.changes ? <p className="made-it__changes">{fill(text.changes, { changes: note.changes })}</p> : null}
                <button type="button" className="kitchen-button" onClick={() => void changeHidden(note, !note.hidden)}>
                  {note.hidden ? text.showAgain : text.hide}
                  <span className="visually-hidden"> {fill(text.noteOf, { name: note.cookName })}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
