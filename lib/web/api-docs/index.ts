/**
 * The API's OpenAPI 3.1 document, built from the same zod schemas the routes validate with
 * (lib/validations) and a declaration per operation (operations/*.ts): served at
 * /api/openapi.json, shown at /developers, checked against app/api by a test and against the
 * running app by the fuzzer (scripts/fuzz/api.ts).
 */
import { buildDocument } from "./document";

export { OPERATIONS, buildDocument } from "./document";
export { describeSchema, referenceSections, referenceShapes, type ReferenceOperation, type ReferenceSection } from "./reference";
export { errorStatuses, operation, type HttpMethod, type Operation } from "./operation";

export type OpenApiDocument = ReturnType<typeof buildDocument>;

let built: OpenApiDocument | undefined;

/** The document, built once per process (it depends on nothing that changes while it runs). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
