import Link from "next/link";
import type { CookList } from "@/lib/account";
import type { translatorFor } from "@/lib/platform/i18n";

/** The admin page's translator (messages/admin.json), from the page. */
type AdminT = ReturnType<typeof translatorFor<"admin">>;

import { CookActions, type CookActionsText } from "./cook-actions";



/** A page of cooks, each with what an admin can do to their account. */
export function CooksList({ list, adminId, t, intlTag, actionsText }: { list: CookList; adminId: string; t: AdminT; intlTag: string; actionsText: CookActionsText }) {
  const joined = (iso: string) => new Date(iso).toLocaleDateString(intlTag, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const pageHref = (page: number) => `/admin?${new URLSearchParams({ ...(list.query ? { q: list.query } : {}), page: String(page) })}`;
  return (
    <>
      <p aria-live="polite">
        {list.total === 0 ? t("noMatch") : list.query ? t("countMatching", { count: list.total, query: list.query }) : t("countAll", { count: list.total })}
      </p>
      <ul className="admin-cooks">
        {list.cooks.map((cook) => (
          <li key={cook.id} className="admin-cook">
            <div className="admin-cook__who">
              <strong>{cook.name}</strong>
              <span className="admin-cook__email">{cook.email}</span>
              <span className="admin-cook__meta">
                {t("joined", { day: joined(cook.joinedAt) })} · {t("recipes", { count: cook.recipes })}
                {cook.admin ? ` · ${t("admin")}` : ""}
                {cook.disabled ? ` · ${t("disabled")}` : ""}
              </span>
            </div>
            {cook.id === adminId ? <p className="admin-cook__you">{t("you")}</p> : <CookActions cook={cook} text={actionsText} />}
          </li>
        ))}
      </ul>
      {list.pages > 1 ? (
        <nav aria-label={t("pagesNav")} className="admin-pages">
          {list.page > 1 ? <Link href={pageHref(list.page - 1)}>{t("newer")}</Link> : null}
          <span>{t("pageOf", { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? <Link href={pageHref(list.page + 1)}>{t("older")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
