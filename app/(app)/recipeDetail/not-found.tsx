import Link from "next/link";
import { getT } from "@/lib/web/pages";

/** An id no meal has (HTTP 404 whenever the lookup ends before the response starts, see [id]/layout.tsx). */
export default async function MealNotFound() {
  const [recipe, t] = await Promise.all([getT("recipe"), getT("recipeViews")]);
  return (
    <div className="content not-found">
      <h1 className="page-title">{recipe("notFound")}</h1>
      <p>{t("notFoundText")}</p>
      <p>
        <Link className="button" href="/home">
          {t("findMeal")}
        </Link>
      </p>
    </div>
  );
}
