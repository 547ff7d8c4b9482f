import Link from "next/link";
import { plainMessages, translatorFor, type Locale, type Messages } from "@/lib/platform/i18n";
import { FOOD_SAFETY_SLUG, SAFE_TEMPERATURES, TIP_THEMES, tipBySlug, type Tip, type TipTheme } from "@/lib/tips";

type Words = Messages["tips"];
/** A theme's title in the page's language (the tips' own texts are English for now: issue 35). */
function themeTitle(words: Words, theme: { slug: string; title: string }): string {
  const titles: Record<string, string> = words.themes;
  return Object.hasOwn(titles, theme.slug) ? titles[theme.slug]! : theme.title;
}
/** The tips' own texts are English: `lang` says so to screen readers and hyphenation. */
const englishIn = (locale: Locale) => (locale === "en" ? undefined : "en");

const CONTENTS_ID = "tips-contents";

/** "75 °C" must not wrap into "75" and "°C" on a narrow screen: a no-break space joins them. */
function keepUnits(text: string): string {
  return text.replace(/(\d) (°[CF]|%)/g, "$1\u00a0$2");
}

/**
 * The cooking tips, shared by /tipsHome (visitors) and /tips (signed in). Every theme and tip has
 * an anchor, listed in the contents; recipe links open the recipe page, which asks a visitor to
 * log in first (hence the note on the visitors' page).
 */
export function TipsContent({ forVisitors, locale }: { forVisitors: boolean; locale: Locale }) {
  const t = translatorFor(locale, "tips");
  const words = plainMessages(locale, "tips");
  return (
    <div className="tips">
      <header className="tips__header">
        <h1 className="page-title">{t("heading")}</h1>
        <p className="tips__lead">{t("lead")}</p>
        {locale !== "en" && <p className="tips__note">{t("englishNote")}</p>}
        {forVisitors && (
          <p className="tips__note">
            {t.rich("visitorsNote", {
              login: (chunks) => <Link href="/login">{chunks}</Link>,
              signup: (chunks) => <Link href="/signup">{chunks}</Link>,
            })}
          </p>
        )}
      </header>

      <nav className="tips-toc" aria-labelledby={CONTENTS_ID}>
        <h2 id={CONTENTS_ID} className="tips-toc__title">
          {t("contents")}
        </h2>
        <ol className="tips-toc__list">
          {TIP_THEMES.map((theme) => (
            <li key={theme.slug}>
              <a href={`#${theme.slug}`}>{themeTitle(words, theme)}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="tips__themes">
        {TIP_THEMES.map((theme) => (
          <TipThemeSection key={theme.slug} theme={theme} words={words} locale={locale} />
        ))}
      </div>
    </div>
  );
}

function TipThemeSection({ theme, words, locale }: { theme: TipTheme; words: Words; locale: Locale }) {
  return (
    <section className="tips-theme" aria-labelledby={theme.slug}>
      <h2 id={theme.slug} className="tips-theme__title">
        {themeTitle(words, theme)}
      </h2>
      <p className="tips-theme__intro" lang={englishIn(locale)}>
        {keepUnits(theme.intro)}
      </p>
      {theme.slug === FOOD_SAFETY_SLUG && <SafeTemperatures words={words} locale={locale} />}
      {theme.tips.map((tip) => (
        <TipCard key={tip.slug} tip={tip} words={words} locale={locale} />
      ))}
      {theme.sources && (
        <div className="tips-sources">
          <h3 id={`${theme.slug}-sources`}>{words.sources}</h3>
          <ul aria-labelledby={`${theme.slug}-sources`}>
            {theme.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} rel="noopener noreferrer">
                  {source.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="tips-theme__back">
        <a href={`#${CONTENTS_ID}`}>{words.backToContents}</a>
      </p>
    </section>
  );
}

function TipCard({ tip, words, locale }: { tip: Tip; words: Words; locale: Locale }) {
  const seeAlso = tip.seeAlso ? tipBySlug(tip.seeAlso) : undefined;
  const mealsLabel = `${tip.slug}-meals`;
  return (
    <article id={tip.slug} className="tip" aria-labelledby={`${tip.slug}-title`}>
      <h3 id={`${tip.slug}-title`} className="tip__title" lang={englishIn(locale)}>
        {keepUnits(tip.title)}
      </h3>
      {tip.text.map((paragraph) => (
        <p key={paragraph} lang={englishIn(locale)}>
          {keepUnits(paragraph)}
        </p>
      ))}
      {seeAlso && (
        <p className="tip__see-also">
          {words.seeAlso}{" "}
          <a href={`#${seeAlso.slug}`} lang={englishIn(locale)}>
            {seeAlso.title}
          </a>
        </p>
      )}
      <div className="tip__meals">
        <span id={mealsLabel} className="tip__meals-label">
          {words.tryItIn}
        </span>
        <ul aria-labelledby={mealsLabel}>
          {tip.meals.map((meal) => (
            <li key={meal.id}>
              {/* No prefetch: a page of ~120 recipe links would otherwise fetch them all. */}
              <Link href={`/recipeDetail/${meal.id}`} prefetch={false}>
                {meal.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function SafeTemperatures({ words, locale }: { words: Words; locale: Locale }) {
  return (
    <div className="tips-table" role="region" aria-labelledby="safe-temperatures-caption" tabIndex={0}>
      <table>
        <caption id="safe-temperatures-caption">{words.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.what}</th>
            <th scope="col">{words.uk}</th>
            <th scope="col">{words.us}</th>
          </tr>
        </thead>
        <tbody lang={englishIn(locale)}>
          {SAFE_TEMPERATURES.map((row) => (
            <tr key={row.what}>
              <th scope="row">{row.what}</th>
              <td>{keepUnits(row.uk)}</td>
              <td>{keepUnits(row.us)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
