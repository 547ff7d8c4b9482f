/** Minutes in an ISO 8601 duration as recipes write it: "PT1H15M", "P0DT45M", "PT90M", "PT1H30M0S". */
export function isoMinutes(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return Math.round(value);
  if (typeof value !== "string") return null;
  const match = /^\s*P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?\s*$/i.exec(
    value,
  );
  if (!match || match.slice(1).every((part) => part === undefined)) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number((part ?? "0").replace(",", ".")));
  return Math.round(weeks! * 7 * 24 * 60 + days! * 24 * 60 + hours! * 60 + minutes! + seconds! / 60);
}

const UNIT_MINUTES: [RegExp, number][] = [
  [/^(d|days?|tage?n?|jours?|d[ií]as?|giorni|giorno)$/i, 24 * 60],
  [/^(h|hrs?|hours?|std|stunden?|heures?|horas?|ore|ora)$/i, 60],
  [/^(m|mins?|minutes?|minuten?|minutos?|minuti)$/i, 1],
];

/**
 * Minutes in a time as pages write it: ISO 8601 first, then the words some sites put in their
 * JSON-LD instead ("30 mins", "1 hr 15 mins", "1 Std. 20 Min."). Null when it is neither.
 */
export function recipeMinutes(value: unknown): number | null {
  const iso = isoMinutes(value);
  if (iso !== null || typeof value !== "string" || value.length > 60) return iso;
  let total = 0;
  let found = false;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:[.,]\d+)?)\s*([a-zA-Zíá]+)\.?/g)) {
    const per = UNIT_MINUTES.find(([pattern]) => pattern.test(unit!))?.[1];
    if (per === undefined) return null;
    total += Number(amount!.replace(",", ".")) * per;
    found = true;
  }
  return found ? Math.round(total) : null;
}
