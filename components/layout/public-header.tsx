import Link from "next/link";
import { Brand } from "./brand";
import { getT } from "@/lib/web/pages";

/** Header of the pages a visitor sees before signing in. */
export async function PublicHeader() {
  const t = await getT("layout");
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand />
        <nav aria-label={t("mainNav")}>
          <ul className="nav-links">
            <li>
              <Link href="/">{t("home")}</Link>
            </li>
            <li>
              <Link href="/tipsHome">{t("tips")}</Link>
            </li>
            <li>
              <Link href="/aboutHome">{t("about")}</Link>
            </li>
            <li>
              <Link href="/contactHome">{t("contact")}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
