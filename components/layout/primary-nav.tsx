"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { FindIcon, ListIcon, PantryIcon, PlanIcon, RecipesIcon } from "@/components/ui/icons";

/** Where a cook goes every day; the rest is in the account menu and the footer. */
const DESTINATIONS: { href: string; label: string; icon: ReactNode }[] = [
  { href: "/home", label: "Find", icon: <FindIcon /> },
  { href: "/pantry", label: "Pantry", icon: <PantryIcon /> },
  { href: "/plan", label: "Plan", icon: <PlanIcon /> },
  { href: "/shopping", label: "List", icon: <ListIcon /> },
  { href: "/myRecipes", label: "My recipes", icon: <RecipesIcon /> },
];

const isUnder = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/**
 * The signed-in pages' main navigation: a top bar on a wide screen, a bar of tabs fixed to the
 * bottom of a phone's screen (app/styles/navigation.css), where the thumb reaches.
 */
export function PrimaryNav() {
  const path = usePathname();
  return (
    <nav aria-label="Main" className="primary-nav">
      <ul className="primary-nav__list">
        {DESTINATIONS.map(({ href, label, icon }) => (
          <li key={href}>
            <Link href={href} className="primary-nav__link" aria-current={isUnder(path, href) ? "page" : undefined}>
              {icon}
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
