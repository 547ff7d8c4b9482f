import Link from "next/link";
import { LogoutForm } from "@/components/offline/logout-form";
import { siteConfig } from "@/config/site";
import { Brand } from "./brand";
import { NavDisclosure } from "./nav-disclosure";

/** Navigation of the signed-in pages: the seed's links plus My Recipes, Ranking and Tips. */
export function AppNavBar() {
  return (
    <header className="site-header app-nav">
      <div className="container site-header__inner">
        <Brand href="/home" />
        <nav aria-label="Main">
          <NavDisclosure
            label="Menu"
            className="app-nav__disclosure"
            buttonClassName="nav-toggle button button--outline"
            panelClassName="app-nav__panel"
          >
            <ul className="nav-links">
              <li>
                <Link href="/home">Home</Link>
              </li>
              <li>
                <Link href="/aiChef">AI Chef</Link>
              </li>
              <li>
                <NavDisclosure label="Category" className="menu" panelClassName="menu__list">
                  <ul className="nav-links nav-links--stacked">
                    {siteConfig.menuCategories.map((category) => (
                      <li key={category}>
                        <Link href={`/category?c=${encodeURIComponent(category)}`}>{category}</Link>
                      </li>
                    ))}
                  </ul>
                </NavDisclosure>
              </li>
              <li>
                <Link href="/myRecipes">My Recipes</Link>
              </li>
              <li>
                {/* One entry for what a cook keeps (pantry, saved, planned, to buy): the bar stays one row at 1280 px. */}
                <NavDisclosure label="Kitchen" className="menu" panelClassName="menu__list">
                  <ul className="nav-links nav-links--stacked">
                    <li>
                      <Link href="/pantry">What can I cook?</Link>
                    </li>
                    <li>
                      <Link href="/saved">Saved</Link>
                    </li>
                    <li>
                      <Link href="/plan">Plan</Link>
                    </li>
                    <li>
                      <Link href="/shopping">Shopping</Link>
                    </li>
                  </ul>
                </NavDisclosure>
              </li>
              <li>
                <Link href="/ranking">Ranking</Link>
              </li>
              <li>
                <Link href="/tips">Tips</Link>
              </li>
              <li>
                <Link href="/about">About</Link>
              </li>
              <li>
                <Link href="/contact">Contact</Link>
              </li>
              <li>
                <Link href="/account">Account</Link>
              </li>
              <li>
                <LogoutForm />
              </li>
            </ul>
          </NavDisclosure>
        </nav>
      </div>
    </header>
  );
}
