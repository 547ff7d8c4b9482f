import type { translatorFor } from "@/lib/platform/i18n";

/**
 * "1 hr 30 min" (lib/meals' formatMinutes) in the page's language. Its own module: the cards
 * import it, and importing the recipe page's module would bring its client parts to every list.
 */
export function minutesText(total: number, t: ReturnType<typeof translatorFor<"recipe">>): string {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return t("minutes", { minutes: rest });
  return rest === 0 ? t("hours", { hours }) : t("hoursMinutes", { hours, minutes: rest });
}
