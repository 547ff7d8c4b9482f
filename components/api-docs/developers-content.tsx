import { translatorFor, type Locale } from "@/lib/platform/i18n";
import { PRIOR_WEIGHT } from "@/lib/ranking";
import { openApiDocument, referenceSections, referenceShapes } from "@/lib/web/api-docs";
import { ApiReference, WithCode } from "./api-reference";

/**
 * The API reference, rendered on the server from the served OpenAPI document. The page's own
 * words are in `locale`; the reference itself is developers' documentation and stays English
 * (marked `lang="en"`), like the API's answers: the page says so in the reader's language.
 */
export function DevelopersContent({ locale }: { locale: Locale }) {
  const t = translatorFor(locale, "developers");
  const english = locale === "en" ? undefined : "en";
  const document = openApiDocument();
  const sections = referenceSections(document);
  const shapes = referenceShapes(document);
  return (
    <div className="container api-reference">
      <h1>{t("heading")}</h1>
      {locale !== "en" && <p className="api-lead">{t("englishNote")}</p>}
      <p className="api-lead" lang={english}>
        <WithCode text={document.info.description ?? ""} />
      </p>
      <ul className="api-facts">
        <li>
          {t("machineReadable")} <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI {document.openapi}).
        </li>
        <li lang={english}>
          <WithCode text="Sign in with `POST /api/entry/login`: send the `token` it answers as `Authorization: Bearer <token>`, or keep the session cookie it sets." />
        </li>
        <li lang={english}>
          <WithCode text="Every failure is JSON `{ message }`; 429 answers say in `Retry-After` how many seconds to wait." />
        </li>
        <li lang={english}>
          {/* The arithmetic behind /ranking, which tells cooks the same in plain words. */}
          The ranking: a recipe&apos;s score is ({PRIOR_WEIGHT} × m + the sum of its stars) ÷ ({PRIOR_WEIGHT} + its number of
          ratings), m being the mean of all ratings (3 before any); a cook&apos;s score is that average over the people who
          rated them (each person&apos;s voice the mean of the stars they gave the cook) × ln(1 + the number of those people).
          Ties: more ratings first, then by name.
        </li>
      </ul>
      <nav className="api-contents" aria-label={t("sections")}>
        <h2>{t("contents")}</h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#section-${section.id}`} lang={english}>
                {section.tag}
              </a>{" "}
              ({section.operations.length})
            </li>
          ))}
          <li>
            <a href="#shapes">{t("shapes")}</a>
          </li>
        </ul>
      </nav>
      <div lang={english}>
        <ApiReference sections={sections} />
      </div>
      <section className="api-section" aria-labelledby="shapes">
        <h2 id="shapes">{t("shapes")}</h2>
        {shapes.map((shape) => (
          <details key={shape.name} className="api-shape" id={`shape-${shape.name}`}>
            <summary>
              <code>{shape.name}</code>
            </summary>
            <ul>
              {shape.fields.map((field) => (
                <li key={field.name}>
                  <code>{field.name}</code>: {field.type}
                  {field.required ? "" : ` ${t("optional")}`}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </section>
    </div>
  );
}
