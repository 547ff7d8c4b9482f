/**
 * Durations in a recipe step ("simmer for 20 minutes", "bake 25–30 min", "1 hour"), each with
 * where it is in the text, so the step can show it as a timer button. A range times its low end:
 * the cook checks then, and can start another timer for the rest.
 */
export type Duration = { start: number; end: number; text: string; seconds: number };

const DURATION = /\b(\d{1,3})(?:\s*(?:–|-|to)\s*(\d{1,3}))?\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b/gi;

export function durationsIn(step: string): Duration[] {
  const found: Duration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const unit = match[3]!.toLowerCase();
    const scale = unit.startsWith("h") ? 3600 : unit.startsWith("m") ? 60 : 1;
    const seconds = Number(match[1]) * scale;
    if (seconds > 0) found.push({ start: match.index, end: match.index + match[0].length, text: match[0], seconds });
  }
  return found;
}

export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}

/**
 * The ingredient lines a step names: by the whole name ("demerara sugar"), or by its last word
 * ("the onions") unless another line with that word is named in full (so "demerara sugar" does
 * not bring in the caster sugar).
 */
export function ingredientsForStep<Line extends { name: string }>(step: string, lines: Line[]): Line[] {
  const lower = step.toLowerCase();
  const words = (name: string) => name.toLowerCase().replace(/[^a-z\s]/g, " ").trim().split(/\s+/).filter((word) => word.length > 2);
  const lastOf = (name: string) => words(name).at(-1)?.replace(/s$/, "");
  const full = lines.filter(({ name }) => words(name).length > 0 && lower.includes(words(name).join(" ")));
  const fullLast = new Set(full.map(({ name }) => lastOf(name)));
  return lines.filter((line) => {
    if (full.includes(line)) return true;
    const last = lastOf(line.name);
    return last !== undefined && !fullLast.has(last) && lower.includes(last);
  });
}
