import Image from "next/image";
import Link from "next/link";
import { siteConfig } from "@/config/site";
import { getLocale, getT } from "@/lib/web/pages";

const SKILLS = ["skill1", "skill2", "skill3", "skill4", "skill5"] as const;

/**
 * The landing page's content in the request's language: `/` (static, English) and
 * `/lang/<locale>` (issue 35) draw the same.
 */
export async function Landing() {
  const [locale, t, meta] = await Promise.all([getLocale(), getT("landing"), getT("meta")]);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div>
            <h1 id="hero-title">{siteConfig.name}</h1>
            <p className="hero__tagline">{meta("tagline")}</p>
            <div className="hero__actions">
              <Link className="button" href="/login">
                {t("logIn")}
              </Link>
              <Link className="button button--outline" href="/signup">
                {t("signUp")}
              </Link>
            </div>
          </div>
          <Image
            className="hero__art"
            src="/images/hero-kitchen.svg"
            alt={t("heroAlt")}
            width={640}
            height={480}
            unoptimized
            priority
          />
        </div>
      </section>

      <section className="container info-cards" aria-label={t("whyLabel")}>
        <article className="card">
          <Image className="card__icon" src="/images/card-discover.svg" alt="" width={96} height={96} unoptimized />
          <h2>{t("aboutTitle")}</h2>
          <p>{t("aboutText")}</p>
          {/* Said where it matters, in the cook's language: the catalog itself is not translated yet. */}
          {locale === "en" ? null : <p>{t("catalogInEnglish")}</p>}
        </article>
        <article className="card">
          <Image className="card__icon" src="/images/card-skills.svg" alt="" width={96} height={96} unoptimized />
          <h2>{t("skillsTitle")}</h2>
          <ul>
            {SKILLS.map((skill) => (
              <li key={skill}>{t(skill)}</li>
            ))}
          </ul>
        </article>
        <article className="card">
          <Image className="card__icon" src="/images/card-quote.svg" alt="" width={96} height={96} unoptimized />
          <h2>{t("quoteTitle")}</h2>
          <blockquote className="quote">
            <p>{t("quote")}</p>
            <footer>— Harriet Van Horne</footer>
          </blockquote>
        </article>
      </section>
    </>
  );
}
