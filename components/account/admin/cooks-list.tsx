import Link from "next/link";
import type { CookList } from "@/lib/account";
import { CookActions } from "./cook-actions";

const joined = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A page of cooks, each with what an admin can do to their account. */
export function CooksList({ list, adminId }: { list: CookList; adminId: string }) {
  const pageHref = (page: number) => `/admin?${new URLSearchParams({ ...(list.query ? { q: list.query } : {}), page: String(page) })}`;
  return (
    <>
      <p aria-live="polite">
        {list.total === 0
          ? "No cook matches."
          : `${list.total.toLocaleString("en")} ${list.total === 1 ? "cook" : "cooks"}${list.query ? ` matching “${list.query}”` : ""}, newest first.`}
      </p>
      <ul className="admin-cooks">
        {list.cooks.map((cook) => (
          <li key={cook.id} className="admin-cook">
            <div className="admin-cook__who">
              <strong>{cook.name}</strong>
              <span className="admin-cook__email">{cook.email}</span>
              <span className="admin-cook__meta">
                Joined {joined(cook.joinedAt)} · {cook.recipes} {cook.recipes === 1 ? "recipe" : "recipes"}
                {cook.admin ? " · Admin" : ""}
                {cook.disabled ? " · Disabled" : ""}
              </span>
            </div>
            {cook.id === adminId ? <p className="admin-cook__you">You</p> : <CookActions cook={cook} />}
          </li>
        ))}
      </ul>
      {list.pages > 1 ? (
        <nav aria-label="Pages of cooks" className="admin-pages">
          {list.page > 1 ? <Link href={pageHref(list.page - 1)}>Newer cooks</Link> : null}
          <span>
            Page {list.page} of {list.pages}
          </span>
          {list.page < list.pages ? <Link href={pageHref(list.page + 1)}>Older cooks</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
