import Link from "next/link";
import { MealPicture } from "@/components/meals/meal-picture";
import { fillIn } from "@/components/ui/kitchen-text";

export type ShownMatch = { id: string; name: string; category: string; thumbnail: string; imageAlt: string | null; have: number; of: number; missing: string[] };

/** "You have all {of}" and "You have {have} of {of} — missing: {missing}" in the page's language (pantry.json). */
export type HaveText = { haveAll: string; haveSome: string };

/** "You have 7 of 8 — missing: lemon", or that nothing is missing. */
function haveLine({ have, of, missing }: Pick<ShownMatch, "have" | "of" | "missing">, text: HaveText): string {
  if (missing.length === 0) return fillIn(text.haveAll, { of });
  return fillIn(text.haveSome, { have, of, missing: missing.map((name) => name.toLowerCase()).join(", ") });
}

/** Meals a pantry can make, best first: picture, name (the link), what is had and missing. */
export function PantryMatches({
  matches,
  idPrefix,
  level = 3,
  compact = false,
  text,
}: {
  matches: ShownMatch[];
  idPrefix: string;
  level?: 2 | 3;
  compact?: boolean;
  text: HaveText;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ol className={compact ? "pantry-matches pantry-matches--compact" : "pantry-matches"}>
      {matches.map((match) => (
        <li key={match.id} className="pantry-match">
          <MealPicture className="pantry-match__picture" src={match.thumbnail} alt={match.imageAlt ?? match.name} size={compact ? 64 : 96} />
          <div>
            <Heading id={`${idPrefix}-${match.id}`} className="pantry-match__title">
              <Link href={`/recipeDetail/${match.id}`}>{match.name}</Link>
            </Heading>
            <p className={match.missing.length === 0 ? "pantry-match__have pantry-match__have--all" : "pantry-match__have"}>{haveLine(match, text)}</p>
            {compact ? null : <p className="pantry-match__category">{match.category}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
