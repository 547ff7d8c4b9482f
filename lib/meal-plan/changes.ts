/**
 * Changes a cook's device may send late (made offline, queued) carry when the cook made them, and
 * the newer change wins: per field for a shopping line (its tick and its text each keep their own
 * time, so one member's tick and another's edit both stay; merge.ts), per item for a planned meal.
 * A device's clock may run fast: a time in the future counts as now, or one wrong clock would
 * freeze an item against every later change.
 */
export function changeTime(at: number | undefined, now = Date.now()): Date {
  return new Date(at === undefined ? now : Math.min(at, now));
}

/** Rows whose stored change (a shopping line's tick) is not newer than `when` (or that were never changed). */
export function notNewerThan(when: Date) {
  return { OR: [{ changedAt: null }, { changedAt: { lte: when } }] };
}

/** Shopping lines whose text was not changed after `when`. */
export function textNotNewerThan(when: Date) {
  return { OR: [{ textChangedAt: null }, { textChangedAt: { lte: when } }] };
}
