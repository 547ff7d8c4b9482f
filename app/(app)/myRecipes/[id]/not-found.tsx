import Link from "next/link";
import { getT } from "@/lib/web/pages";

/** An unknown recipe, or another cook's: neither can be edited here (HTTP 404). */
export default async function RecipeNotFound() {
  const t = await getT("myRecipes");
  return (
    <div className="content not-found">
      <h1 className="page-title">{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
      <p>
        <Link className="button" href="/myRecipes">
          {t("title")}
        </Link>
      </p>
    </div>
  );
}
