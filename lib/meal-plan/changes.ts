/**
 * Changes a cook's device may send late (made offline, queued) carry when the cook made them, and
 * the newer change wins per field: a shopping line's tick and its text, a planned meal's place and
 * its servings each keep their own time, so one member's change and another's of the same item
 * both stay (merge.ts). A device's clock may run fast: a time in the future counts as now, or one
 * wrong clock would freeze an item against every later change.
 */
export function changeTime(at: number | undefined, now = Date.now()): Date {
  return new Date(at === undefined ? now : Math.min(at, now));
}
