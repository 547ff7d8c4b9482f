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
