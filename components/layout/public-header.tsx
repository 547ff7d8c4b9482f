import Link from "next/link";
import { Brand } from "./brand";

/** Header of the pages a visitor sees before signing in. */
export function PublicHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand />
        <nav aria-label="Main">
          <ul className="nav-links">
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/tipsHome">Tips</Link>
            </li>
            <li>
              <Link href="/aboutHome">About</Link>
            </li>
            <li>
              <Link href="/contactHome">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
