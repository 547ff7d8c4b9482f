import type { Metadata } from "next";
import { ApiReference, WithCode } from "@/components/api-docs/api-reference";
import { PRIOR_WEIGHT } from "@/lib/ranking";
import { openApiDocument, referenceSections, referenceShapes } from "@/lib/web/api-docs";
import { publicPageMetadata } from "@/lib/platform/seo";
// The reference page's own styles, in their own file (the global sheet is app/layout.tsx's).
import "../../styles/developers.css";

// Prerendered in English and answered from memory (config/routes.ts: sameForEveryone); its
// text is not translated yet (issue 35), so it does not read the visitor's language.
export const dynamic = "force-static";

export const metadata: Metadata = publicPageMetadata({
  title: "API reference",
  description: "Res-pe's HTTP API for developers: search meals in TheMealDB's shapes, write recipes, plan a week and build a shopping list. OpenAPI 3.1.",
  path: "/developers",
});

/** The API reference, rendered on the server from the served OpenAPI document. */
export default function DevelopersPage() {
  const document = openApiDocument();
  const sections = referenceSections(document);
  const shapes = referenceShapes(document);
  return (
    <div className="container api-reference">
      <h1>API reference</h1>
      <p className="api-lead">
        <WithCode text={document.info.description ?? ""} />
      </p>
      <ul className="api-facts">
        <li>
          The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI {document.openapi}).
        </li>
        <li>
          <WithCode text="Sign in with `POST /api/entry/login`: send the `token` it answers as `Authorization: Bearer <token>`, or keep the session cookie it sets." />
        </li>
        <li>
          <WithCode text="Every failure is JSON `{ message }`; 429 answers say in `Retry-After` how many seconds to wait." />
        </li>
        <li>
          {/* The arithmetic behind /ranking, which tells cooks the same in plain words. */}
          The ranking: a recipe&apos;s score is ({PRIOR_WEIGHT} × m + the sum of its stars) ÷ ({PRIOR_WEIGHT} + its number of
          ratings), m being the mean of all ratings (3 before any); a cook&apos;s score is that average over the people who
          rated them (each person&apos;s voice the mean of the stars they gave the cook) × ln(1 + the number of those people).
          Ties: more ratings first, then by name.
        </li>
      </ul>
      <nav className="api-contents" aria-label="API sections">
        <h2>Contents</h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#section-${section.id}`}>{section.tag}</a> ({section.operations.length})
            </li>
          ))}
          <li>
            <a href="#shapes">Shapes of answers</a>
          </li>
        </ul>
      </nav>
      <ApiReference sections={sections} />
      <section className="api-section" aria-labelledby="shapes">
        <h2 id="shapes">Shapes of answers</h2>
        {shapes.map((shape) => (
          <details key={shape.name} className="api-shape" id={`shape-${shape.name}`}>
            <summary>
              <code>{shape.name}</code>
            </summary>
            <ul>
              {shape.fields.map((field) => (
                <li key={field.name}>
                  <code>{field.name}</code>: {field.type}
                  {field.required ? "" : " (optional)"}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </section>
    </div>
  );
}
