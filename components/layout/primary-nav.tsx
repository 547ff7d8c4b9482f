"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { FindIcon, ListIcon, PantryIcon, PlanIcon, RecipesIcon } from "@/components/ui/icons";

/** The tabs' names in the page's language, drawn by the server (AppNavBar). */
export type PrimaryNavLabels = { main: string; find: string; pantry: string; plan: string; list: string; myRecipes: string };

/** Where a cook goes every day; the rest is in the account menu and the footer. */
const DESTINATIONS: { href: string; label: keyof PrimaryNavLabels; icon: ReactNode }[] = [
  { href: "/home", label: "find", icon: <FindIcon /> },
  { href: "/pantry", label: "pantry", icon: <PantryIcon /> },
  { href: "/plan", label: "plan", icon: <PlanIcon /> },
  { href: "/shopping", label: "list", icon: <ListIcon /> },
  { href: "/myRecipes", label: "myRecipes", icon: <RecipesIcon /> },
];

const isUnder = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/**
 * The signed-in pages' main navigation: a top bar on a wide screen, a bar of tabs fixed to the
 * bottom of a phone's screen (app/styles/navigation.css), where the thumb reaches.
 */
export function PrimaryNav({ labels }: { labels: PrimaryNavLabels }) {
  const path = usePathname();
  return (
    <nav aria-label={labels.main} className="primary-nav">
      <ul className="primary-nav__list">
        {DESTINATIONS.map(({ href, label, icon }) => (
          <li key={href}>
            <Link href={href} className="primary-nav__link" aria-current={isUnder(path, href) ? "page" : undefined}>
              {icon}
              <span>{labels[label]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
