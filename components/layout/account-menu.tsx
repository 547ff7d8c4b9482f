import Link from "next/link";
import { LogoutForm } from "@/components/offline/logout-form";
import { PersonIcon } from "@/components/ui/icons";
import { NavDisclosure } from "./nav-disclosure";
import { getT } from "@/lib/web/pages";

/** What a cook opens less often than the main tabs: their account, saved recipes, the AI chef, the ranking, their household. */
const LINKS = [
  { href: "/account", label: "account" },
  { href: "/saved", label: "saved" },
  { href: "/aiChef", label: "aiChef" },
  { href: "/ranking", label: "ranking" },
  { href: "/household", label: "household" },
] as const;

/** The avatar in the corner of the signed-in header and the menu it opens (a disclosure of links). */
export async function AccountMenu({ name, isAdmin = false }: { name?: string; isAdmin?: boolean }) {
  const t = await getT("layout");
  const initial = name?.trim().charAt(0).toUpperCase();
  return (
    <nav aria-label={t("accountNav")} className="account-menu">
      <NavDisclosure
        label={
          <>
            <span className="account-menu__avatar" aria-hidden="true">
              {initial || <PersonIcon />}
            </span>
            <span className="visually-hidden">{t("accountMenu")}</span>
          </>
        }
        className="menu"
        buttonClassName="account-menu__button"
        panelClassName="menu__list account-menu__panel"
      >
        {name ? (
          <p className="account-menu__who">
            {t.rich("signedInAs", { name, strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        ) : null}
        <ul className="nav-links nav-links--stacked">
          {LINKS.map(({ href, label }) => (
            <li key={href}>
              <Link href={href}>{t(label)}</Link>
            </li>
          ))}
          {isAdmin ? (
            <li>
              <Link href="/admin">{t("siteAdmin")}</Link>
            </li>
          ) : null}
          <li>
            <LogoutForm label={t("logOut")} />
          </li>
        </ul>
      </NavDisclosure>
    </nav>
  );
}
