import Link from "next/link";
import { LanguageSwitcher } from "./language-switcher";
import { socialIcons } from "./social-icons";
import { copyrightLine, siteConfig } from "@/config/site";
import { loadConfig } from "@/lib/platform/config";
import { getLocale, getT } from "@/lib/web/pages";

/** The seed's navigation bar links that are not main tabs: reachable from every signed-in page here. */
const SIGNED_IN_PAGES = [
  { href: "/tips", label: "tips" },
  { href: "/about", label: "about" },
  { href: "/contact", label: "contact" },
] as const;

/**
 * The footer of every page; signed in, it also holds the seed's category, About and Contact
 * links. The language switcher is here on every page, signed in or not (issue 35).
 */
export async function SiteFooter({ signedIn = false }: { signedIn?: boolean }) {
  const [locale, t, category] = await Promise.all([getLocale(), getT("layout"), getT("categories")]);
  return (
    <footer className="site-footer">
      <div className="container">
        {signedIn ? (
          <nav aria-label={t("moreNav")} className="footer-nav">
            <div>
              <h2 id="footer-categories" className="footer-nav__title">
                {t("categories")}
              </h2>
              <ul aria-labelledby="footer-categories">
                {siteConfig.menuCategories.map((name) => (
                  <li key={name}>
                    {/* The link keeps the category's name: only what the cook reads is translated. */}
                    <Link href={`/category?c=${encodeURIComponent(name)}`}>{category(name)}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 id="footer-pages" className="footer-nav__title">
                {siteConfig.name}
              </h2>
              <ul aria-labelledby="footer-pages">
                {SIGNED_IN_PAGES.map(({ href, label }) => (
                  <li key={href}>
                    <Link href={href}>{t(label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        ) : null}
        <LanguageSwitcher current={locale} signedIn={signedIn} label={t("language")} notSaved={t("languageNotSaved")} />
        <ul className="social-links">
          {loadConfig().site.social.map(({ name, href }) => {
            const Icon = socialIcons[name];
            return (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("socialLink", { site: siteConfig.name, network: name })}
                >
                  <Icon />
                </a>
              </li>
            );
          })}
        </ul>
        <p>{copyrightLine()}</p>
        <p>{t("creator")}</p>
      </div>
    </footer>
  );
}
