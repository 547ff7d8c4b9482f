import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_SHAPE, REPLAYED_HEADER } from "@/config/offline";
import { siteConfig } from "@/config/site";
import { errorStatuses, type Operation } from "./operation";
import { accountOperations } from "./operations/account";
import { adminOperations } from "./operations/admin";
import { apiKeyOperations } from "./operations/api-keys";
import { cookbookOperations } from "./operations/cookbook";
import { madeItOperations } from "./operations/made-it";
import { entryOperations } from "./operations/entry";
import { householdOperations } from "./operations/household";
import { mealPlanOperations } from "./operations/meal-plan";
import { mealOperations } from "./operations/meals";
import { pantryOperations } from "./operations/pantry";
import { migrationOperations } from "./operations/migrations";
import { recipeImportOperations } from "./operations/recipe-import";
import { recipeOperations } from "./operations/recipes";
import { searchOperations } from "./operations/search";
import { siteOperations } from "./operations/site";
import { theMealDbOperations } from "./operations/themealdb";
import { errorAnswer } from "./shapes";

/** Every operation of the API, in the order the reference page shows them. */
export const OPERATIONS: readonly Operation[] = [
  ...entryOperations,
  ...mealOperations,
  ...searchOperations,
  ...recipeOperations,
  ...recipeImportOperations,
  ...migrationOperations,
  ...pantryOperations,
  ...cookbookOperations,
  ...madeItOperations,
  ...mealPlanOperations,
  ...householdOperations,
  ...accountOperations,
  ...apiKeyOperations,
  ...theMealDbOperations,
  ...siteOperations,
  ...adminOperations,
];

const ERROR_MEANING: Record<number, string> = {
  400: "The path, query or body is not valid: `message` says what, `errors` names each field of a body.",
  401: "Not signed in, or the session has ended.",
  403: "Not allowed: another site's page sent it (same-origin check), the thing is another cook's, or it is for the site's admins only.",
  404: "Nothing with this id (a well-formed id; a malformed one is a 400).",
  409: "Conflicts with what is stored: a name taken, or a cap reached.",
  413: "The body is too large.",
  415: "The body is not in the media type this operation reads.",
  429: "Too many requests: wait the seconds Retry-After says.",
  502: "The language model failed.",
  504: "The language model did not answer in time.",
};

const SECURITY_OF: Record<Operation["auth"], ZodOpenApiOperationObject["security"]> = {
  cook: [{ sessionCookie: [] }, { bearerToken: [] }],
  optional: [{ sessionCookie: [] }, { bearerToken: [] }, {}],
  none: [],
  // The same credentials as a cook's; the account must be an admin's (403 otherwise).
  admin: [{ sessionCookie: [] }, { bearerToken: [] }],
};

function operationId({ method, path }: Operation): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

function requestBody(body: NonNullable<Operation["body"]>): ZodOpenApiOperationObject["requestBody"] {
  if ("json" in body) return { required: true, content: { "application/json": { schema: body.json, example: body.example } } };
  if ("form" in body) return { required: true, content: { "application/x-www-form-urlencoded": { schema: body.form, example: body.example } } };
  const { field, maxBytes, maxFiles, what = "The picture" } = body.upload;
  const size = `at most ${maxBytes / 1024 / 1024} MB`;
  const file = z.string().meta({ format: "binary", description: maxFiles ? what : `${what}, ${size}.` });
  // Several files are the field repeated (a browser's FormData with one name appended again).
  const schema = maxFiles ? z.array(file).min(1).max(maxFiles).meta({ description: `${what}: 1 to ${maxFiles} files, ${size} together.` }) : file;
  return { required: true, content: { "multipart/form-data": { schema: z.object({ [field]: schema }) } } };
}

function responses(operation: Operation): ZodOpenApiResponsesObject {
  const answers: ZodOpenApiResponsesObject = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    const headers = operation.idempotent && status.startsWith("2") ? (answer.headers ?? z.object({})).extend(IDEMPOTENCY.replayed.shape) : answer.headers;
    answers[status as "200"] = {
      description: answer.description,
      ...(headers ? { headers } : {}),
      ...(answer.schema ? { content: { [answer.mediaType ?? "application/json"]: { schema: answer.schema, ...(answer.example === undefined ? {} : { example: answer.example }) } } } : {}),
    };
  }
  for (const status of errorStatuses(operation)) {
    answers[String(status) as "400"] = {
      description: ERROR_MEANING[status]!,
      ...(status === 429 ? { headers: z.object({ "Retry-After": z.string().regex(/^\d+$/).meta({ description: "Seconds to wait." }) }) } : {}),
      content: { "application/json": { schema: errorAnswer } },
    };
  }
  return answers;
}

const IDEMPOTENCY = {
  header: z.object({
    [IDEMPOTENCY_KEY_HEADER]: z
      .string()
      .regex(IDEMPOTENCY_KEY_SHAPE)
      .optional()
      .meta({
        description:
          "A key of your choosing (a UUID), new for each addition. Sending the same request again with the same key (the answer was lost) adds nothing and answers what the first got, with `Idempotent-Replayed: true`; the key with another request is a 400, and while the first is still being answered a 409. Kept 30 days.",
        example: "5f0c5a0e-8d0e-4a51-9bd7-2f5b8f7d6c1e",
      }),
  }),
  replayed: z.object({ [REPLAYED_HEADER]: z.literal("true").optional().meta({ description: "Present on a repeat of an earlier request with the same Idempotency-Key." }) }),
};

function pathItems(operations: readonly Operation[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operations) {
    const item = (paths[operation.path] ??= {});
    item[operation.method] = {
      operationId: operationId(operation),
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      security: SECURITY_OF[operation.auth],
      ...(operation.params || operation.query || operation.idempotent
        ? {
            requestParams: {
              ...(operation.params ? { path: operation.params } : {}),
              ...(operation.query ? { query: operation.query } : {}),
              ...(operation.idempotent ? { header: IDEMPOTENCY.header } : {}),
            },
          }
        : {}),
      ...(operation.exactlyOneOf ? { "x-exactly-one-of": operation.exactlyOneOf } : {}),
      ...(operation.auth === "admin" ? { "x-role": "admin" } : {}),
      ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
      responses: responses(operation),
    };
  }
  return paths;
}

export function buildDocument(operations: readonly Operation[] = OPERATIONS) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: `${siteConfig.name} API`,
      version: "1",
      description:
        "Recipes, search, ratings, nutrition, a cook's own recipes, plan and shopping list. Meals come in TheMealDB's JSON shapes. Every failure is JSON `{ message }` (plus `errors` for a body's fields); a state-changing request from another site's page is refused (403); requests from programs send no Origin and pass. Apps written for TheMealDB use its own paths under a personal API key, the key in the path: `/api/json/v1/{key}/search.php` and the rest.",
    },
    servers: [{ url: "/", description: "This Res-pe server" }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths: pathItems(operations),
    components: {
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "The browser's session cookie, set by logging in (`__Secure-next-auth.session-token` over HTTPS).",
        },
        // A personal API key is no scheme here: it is the `{key}` in TheMealDB's paths
        // (/api/json/v1/{key}/…, as TheMealDB takes it), which OpenAPI's schemes cannot place.
        bearerToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The `token` POST /api/entry/login answers." },
      },
    },
  });
}
