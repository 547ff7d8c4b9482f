import type { OpenApiDocument } from "./index";

/**
 * The document read for the reference page (/developers): operations grouped by tag, each with
 * its parameters, body fields and answers, and every schema said in a few words ("text, 1–100
 * characters"). Reads the JSON document itself, so the page shows exactly what is served.
 */
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
  examples?: unknown[];
};

export type ReferenceField = { name: string; where?: string; required: boolean; type: string; description?: string };
type ReferenceAnswer = { status: string; description: string; type?: string; mediaType?: string };
export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  signedIn: "required" | "optional" | "no";
  parameters: ReferenceField[];
  body?: { mediaType: string; fields: ReferenceField[]; example?: string };
  answers: ReferenceAnswer[];
};
export type ReferenceSection = { tag: string; id: string; operations: ReferenceOperation[] };

const refName = (ref: string) => ref.split("/").pop() ?? ref;
const range = (min: number | undefined, max: number | undefined, unit: string) =>
  min !== undefined && max !== undefined ? `${min}–${max}${unit}` : min !== undefined ? `at least ${min}${unit}` : max !== undefined ? `at most ${max}${unit}` : "";
const withRange = (name: string, limits: string) => (limits ? `${name}, ${limits}` : name);

/** A schema in a few words: "text, 1–100 characters", "whole number, 1–5", "list of Recipe". */
export function describeSchema(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.map(describeSchema).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "binary") return "file";
      return withRange(schema.format ? `text (${schema.format})` : schema.pattern ? `text matching ${schema.pattern}` : "text", range(schema.minLength, schema.maxLength, " characters"));
    case "integer":
      return withRange("whole number", range(schema.minimum, schema.maximum, ""));
    case "number":
      return withRange("number", range(schema.minimum, schema.maximum, ""));
    case "boolean":
      return "true or false";
    case "null":
      return "null";
    case "array":
      if (schema.prefixItems) return `list of ${schema.prefixItems.map(describeSchema).join(", ")}`;
      return withRange(`list of ${describeSchema(schema.items)}`, range(schema.minItems, schema.maxItems, " items"));
    case "object":
      return schema.properties ? `object with ${Object.keys(schema.properties).join(", ")}` : "object";
    default:
      return type ?? "any";
  }
}

function fieldsOf(schema: JsonSchema | undefined): ReferenceField[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).map(([name, field]) => ({
    name,
    required: schema.required?.includes(name) ?? false,
    type: describeSchema(field),
    description: field.description,
  }));
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

type DocumentOperation = {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
};

export function referenceSections(document: OpenApiDocument): ReferenceSection[] {
  const sections = new Map<string, ReferenceSection>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item ?? {})) {
      const operation = raw as DocumentOperation;
      const tag = operation.tags?.[0] ?? "Other";
      const section = sections.get(tag) ?? { tag, id: slug(tag), operations: [] };
      sections.set(tag, section);
      const security = operation.security ?? [];
      const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      section.operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? "",
        description: operation.description,
        signedIn: security.length === 0 ? "no" : security.some((entry) => Object.keys(entry).length === 0) ? "optional" : "required",
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          where: parameter.in,
          required: parameter.required ?? false,
          type: describeSchema(parameter.schema),
          description: parameter.description,
        })),
        body: mediaType
          ? { mediaType, fields: fieldsOf(media?.schema), example: media?.example === undefined ? undefined : JSON.stringify(media.example, null, 2) }
          : undefined,
        answers: Object.entries(operation.responses).map(([status, answer]) => {
          const [answerType, content] = Object.entries(answer.content ?? {})[0] ?? [];
          return { status, description: answer.description, mediaType: answerType, type: content ? describeSchema(content.schema) : undefined };
        }),
      });
    }
  }
  const order = document.tags?.map((tag) => tag.name) ?? [];
  return [...sections.values()].sort((a, b) => order.indexOf(a.tag) - order.indexOf(b.tag));
}

/** The named shapes answers refer to (MealDbMeal, Recipe…), each with its fields. */
export function referenceShapes(document: OpenApiDocument): { name: string; fields: ReferenceField[] }[] {
  return Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({ name, fields: fieldsOf(schema as JsonSchema) }));
}
