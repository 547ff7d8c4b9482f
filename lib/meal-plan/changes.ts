/**
 * Last writer wins, per item, for changes a cook's device may send late (made offline, queued).
 * A device's clock may run fast: a time in the future counts as now, or one wrong clock would
 * freeze an item against every later change.
 */
export function changeTime(at: number | undefined, now = Date.now()): Date {
  return new Date(at === undefined ? now : Math.min(at, now));
}

/** Rows whose stored change is not newer than `when` (or that were never changed). */
export function notNewerThan(when: Date) {
  return { OR: [{ changedAt: null }, { changedAt: { lte: when } }] };
}
