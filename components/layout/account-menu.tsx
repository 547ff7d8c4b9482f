import Link from "next/link";
import { LogoutForm } from "@/components/offline/logout-form";
import { PersonIcon } from "@/components/ui/icons";
import { NavDisclosure } from "./nav-disclosure";

/** What a cook opens less often than the main tabs: their account, saved recipes, the AI chef, the ranking, their household. */
const LINKS = [
  { href: "/account", label: "Account" },
  { href: "/saved", label: "Saved" },
  { href: "/aiChef", label: "AI Chef" },
  { href: "/ranking", label: "Ranking" },
  { href: "/household", label: "Household" },
];

/** The avatar in the corner of the signed-in header and the menu it opens (a disclosure of links). */
export function AccountMenu({ name, isAdmin = false }: { name?: string; isAdmin?: boolean }) {
  const initial = name?.trim().charAt(0).toUpperCase();
  return (
    <nav aria-label="Account" className="account-menu">
      <NavDisclosure
        label={
          <>
            <span className="account-menu__avatar" aria-hidden="true">
              {initial || <PersonIcon />}
            </span>
            <span className="visually-hidden">Account menu</span>
          </>
        }
        className="menu"
        buttonClassName="account-menu__button"
        panelClassName="menu__list account-menu__panel"
      >
        {name ? (
          <p className="account-menu__who">
            Signed in as <strong>{name}</strong>
          </p>
        ) : null}
        <ul className="nav-links nav-links--stacked">
          {LINKS.map(({ href, label }) => (
            <li key={href}>
              <Link href={href}>{label}</Link>
            </li>
          ))}
          {isAdmin ? (
            <li>
              <Link href="/admin">Site admin</Link>
            </li>
          ) : null}
          <li>
            <LogoutForm />
          </li>
        </ul>
      </NavDisclosure>
    </nav>
  );
}
