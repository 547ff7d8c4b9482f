import type { ReactNode } from "react";
import type { ReferenceOperation, ReferenceSection } from "@/lib/web/api-docs";

type Field = ReferenceOperation["parameters"][number];

/** Text with `code` spans, as the document's descriptions write them. */
export function WithCode({ text }: { text: string }) {
  const parts: ReactNode[] = text.split("`").map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
  return <>{parts}</>;
}

const SIGNED_IN: Record<ReferenceOperation["signedIn"], string> = {
  required: "Signed in (session cookie or bearer token)",
  optional: "Anyone; a session changes the answer",
  no: "Anyone",
};

function FieldTable({ caption, fields, showWhere }: { caption: string; fields: Field[]; showWhere?: boolean }) {
  return (
    <table className="api-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          {showWhere ? <th scope="col">In</th> : null}
          <th scope="col">Type</th>
          <th scope="col">Required</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.where ?? ""}${field.name}`}>
            <th scope="row">
              <code>{field.name}</code>
              {field.description ? <span className="api-field-note">{field.description}</span> : null}
            </th>
            {showWhere ? <td>{field.where}</td> : null}
            <td>{field.type}</td>
            <td>{field.required ? "yes" : "no"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OperationCard({ operation }: { operation: ReferenceOperation }) {
  return (
    // Closed until asked for: the page lists 50-odd operations, and a reader wants one or two.
    <details className="api-operation" id={operation.id}>
      <summary className="api-operation__title">
        <h3>
          <span className={`api-method api-method--${operation.method.toLowerCase()}`}>{operation.method}</span>{" "}
          <code className="api-path">{operation.path}</code>
          <span className="api-operation__summary">{operation.summary}</span>
        </h3>
      </summary>
      {operation.description ? (
        <p>
          <WithCode text={operation.description} />
        </p>
      ) : null}
      <p className="api-operation__who">
        <strong>Who may call it:</strong> {SIGNED_IN[operation.signedIn]}
      </p>
      {operation.parameters.length ? <FieldTable caption="Parameters" fields={operation.parameters} showWhere /> : null}
      {operation.body ? (
        <>
          {operation.body.fields.length ? (
            <FieldTable caption={`Body (${operation.body.mediaType})`} fields={operation.body.fields} />
          ) : (
            <p>
              <strong>Body:</strong> <code>{operation.body.mediaType}</code>
            </p>
          )}
          {operation.body.example ? (
            <figure className="api-example">
              <figcaption>Example body</figcaption>
              <pre>
                <code>{operation.body.example}</code>
              </pre>
            </figure>
          ) : null}
        </>
      ) : null}
      <h4 className="api-answers-title">Answers</h4>
      <dl className="api-answers">
        {operation.answers.map((answer) => (
          <div key={answer.status} className="api-answer">
            <dt>
              <span className={`api-status api-status--${answer.status[0]}xx`}>{answer.status}</span>
            </dt>
            <dd>
              <WithCode text={answer.description} />
              {answer.type ? <span className="api-answer__type"> {answer.mediaType === "application/json" ? answer.type : `${answer.mediaType}`}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Every operation of the document, section by section (one per tag). */
export function ApiReference({ sections }: { sections: ReferenceSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="api-section" aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{section.tag}</h2>
          {section.operations.map((operation) => (
            <OperationCard key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
    </>
  );
}
