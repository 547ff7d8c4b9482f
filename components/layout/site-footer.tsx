import { socialIcons } from "./social-icons";
import { copyrightLine, siteConfig } from "@/config/site";
import { loadConfig } from "@/lib/platform/config";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
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
