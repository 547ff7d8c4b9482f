import Link from "next/link";
import { FOOD_SAFETY_SLUG, SAFE_TEMPERATURES, TIP_THEMES, tipBySlug, type Tip, type TipTheme } from "@/lib/tips";

/** Title and description of both tips pages. */
export const tipsPageText = {
  title: "Cooking tips",
  description:
    "Kitchen techniques explained for home cooks: knife skills, seasoning, eggs, rice, pulses, pasta, sauces, roasting, baking and food safety, each with recipes that use it.",
};

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
export function TipsContent({ forVisitors }: { forVisitors: boolean }) {
  return (
    <div className="tips">
      <header className="tips__header">
        <h1 className="page-title">Cooking tips</h1>
        <p className="tips__lead">
          The techniques behind our recipes, in plain words: why a step matters, how to tell when it is done, and
          which recipes let you practise it.
        </p>
        {forVisitors && (
          <p className="tips__note">
            The recipes linked below open once you <Link href="/login">log in</Link>. New here?{" "}
            <Link href="/signup">Sign up</Link>, it is free.
          </p>
        )}
      </header>

      <nav className="tips-toc" aria-labelledby={CONTENTS_ID}>
        <h2 id={CONTENTS_ID} className="tips-toc__title">
          Contents
        </h2>
        <ol className="tips-toc__list">
          {TIP_THEMES.map((theme) => (
            <li key={theme.slug}>
              <a href={`#${theme.slug}`}>{theme.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="tips__themes">
        {TIP_THEMES.map((theme) => (
          <TipThemeSection key={theme.slug} theme={theme} />
        ))}
      </div>
    </div>
  );
}

function TipThemeSection({ theme }: { theme: TipTheme }) {
  return (
    <section className="tips-theme" aria-labelledby={theme.slug}>
      <h2 id={theme.slug} className="tips-theme__title">
        {theme.title}
      </h2>
      <p className="tips-theme__intro">{keepUnits(theme.intro)}</p>
      {theme.slug === FOOD_SAFETY_SLUG && <SafeTemperatures />}
      {theme.tips.map((tip) => (
        <TipCard key={tip.slug} tip={tip} />
      ))}
      {theme.sources && (
        <div className="tips-sources">
          <h3 id={`${theme.slug}-sources`}>Sources</h3>
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
        <a href={`#${CONTENTS_ID}`}>Back to contents</a>
      </p>
    </section>
  );
}

function TipCard({ tip }: { tip: Tip }) {
  const seeAlso = tip.seeAlso ? tipBySlug(tip.seeAlso) : undefined;
  const mealsLabel = `${tip.slug}-meals`;
  return (
    <article id={tip.slug} className="tip" aria-labelledby={`${tip.slug}-title`}>
      <h3 id={`${tip.slug}-title`} className="tip__title">
        {keepUnits(tip.title)}
      </h3>
      {tip.text.map((paragraph) => (
        <p key={paragraph}>{keepUnits(paragraph)}</p>
      ))}
      {seeAlso && (
        <p className="tip__see-also">
          See also: <a href={`#${seeAlso.slug}`}>{seeAlso.title}</a>
        </p>
      )}
      <div className="tip__meals">
        <span id={mealsLabel} className="tip__meals-label">
          Try it in
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

function SafeTemperatures() {
  return (
    <div className="tips-table" role="region" aria-labelledby="safe-temperatures-caption" tabIndex={0}>
      <table>
        <caption id="safe-temperatures-caption">Key food-safety figures: UK and US advice</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">UK (FSA)</th>
            <th scope="col">US (USDA)</th>
          </tr>
        </thead>
        <tbody>
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
