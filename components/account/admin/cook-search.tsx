import type { translatorFor } from "@/lib/platform/i18n";

/** The admin page's translator (messages/admin.json), from the page. */
type AdminT = ReturnType<typeof translatorFor<"admin">>;

/** Finds cooks by name or email: a plain GET form, so the result is a link an admin can keep. */
export function CookSearch({ query, t }: { query: string; t: AdminT }) {
  return (
    <form className="admin-search" role="search" aria-label={t("searchLabel")} action="/admin" method="get">
      <label htmlFor="admin-cook-search">{t("nameOrEmail")}</label>
      <div className="admin-search__row">
        <input id="admin-cook-search" name="q" type="search" defaultValue={query} maxLength={80} autoComplete="off" />
        <button className="button" type="submit">
          {t("search")}
        </button>
      </div>
    </form>
  );
}
