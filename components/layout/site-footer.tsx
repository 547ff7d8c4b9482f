import Link from "next/link";
import { socialIcons } from "./social-icons";
import { copyrightLine, siteConfig } from "@/config/site";
import { loadConfig } from "@/lib/platform/config";

/** The seed's navigation bar links that are not main tabs: reachable from every signed-in page here. */
const SIGNED_IN_PAGES = [
  { href: "/tips", label: "Tips" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
];

/** The footer of every page; signed in, it also holds the seed's category, About and Contact links. */
export function SiteFooter({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <footer className="site-footer">
      <div className="container">
        {signedIn ? (
          <nav aria-label="More" className="footer-nav">
            <div>
              <h2 id="footer-categories" className="footer-nav__title">
                Categories
              </h2>
              <ul aria-labelledby="footer-categories">
                {siteConfig.menuCategories.map((category) => (
                  <li key={category}>
                    <Link href={`/category?c=${encodeURIComponent(category)}`}>{category}</Link>
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
                    <Link href={href}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        ) : null}
        <ul className="social-links">
          {loadConfig().site.social.map(({ name, href }) => {
            const Icon = socialIcons[name];
            return (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${siteConfig.name} on ${name} (opens in a new tab)`}
                >
                  <Icon />
                </a>
              </li>
            );
          })}
        </ul>
        <p>{copyrightLine()}</p>
        <p>{siteConfig.creator}</p>
      </div>
    </footer>
  );
}
