import "server-only";
import { db } from "@/lib/db";
import { RATINGS_REVISION_ROW, revisionReader } from "@/lib/meals/revision";

// The ratings' own revision row: a star moves the ranking, not every cached meal answer.
const reader = revisionReader(db, 1000, Date.now, RATINGS_REVISION_ROW);

/** The ratings' revision: it moves whenever any instance writes a rating or deletes an account. */
export const ratingsRevision = (): Promise<number> => reader.current();

/** After this process wrote ratings: the next question reads the revision afresh. */
export const ratingsChanged = (): void => reader.forget();
