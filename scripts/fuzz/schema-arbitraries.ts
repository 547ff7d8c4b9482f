/**
 * Values a JSON Schema (the OpenAPI document's, 2020-12 as OpenAPI 3.1 uses) accepts, as
 * fast-check arbitraries: the fuzzer's valid inputs come from the document itself, so a route
 * documented with the wrong limits shows up as answers that break the document.
 *
 * Covered: $ref, const, enum, anyOf/oneOf, type lists, strings (length, pattern, email,
 * examples), integers and numbers (bounds), arrays (items, prefixItems, bounds), objects
 * (required and optional properties). `examples` are tried often: they are ids that exist.
 */
import fc from "fast-check";

export type JsonSchema = {
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
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  examples?: unknown[];
  default?: unknown;
};

/** Follows `#/components/...` references within the document. */
export function resolve(document: unknown, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const pointer = current.$ref.replace(/^#\//, "").split("/");
    current = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replaceAll("~1", "/").replaceAll("~0", "~")], document) as JsonSchema;
  }
  return current;
}

/** Longest generated text where a schema sets no maximum: long enough to matter, short enough to be quick. */
const TEXT_CAP = 60;

const plainText = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength, maxLength }) },
  );

function textArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? TEXT_CAP, minLength + TEXT_CAP));
  if (schema.format === "email") {
    return fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/).map((local) => `${local}@example.com`);
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot read: plain text (the server judges it).
    }
  }
  return plainText(minLength, maxLength);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value `schema` accepts. */
export function validValue(document: unknown, raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  const generated = generate(document, schema, depth);
  if (schema.examples?.length) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.examples) }, { weight: 1, arbitrary: generated });
  return generated;
}

function generate(document: unknown, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(document, choice, depth + 1)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => generate(document, { ...schema, type }, depth)));
  switch (schema.type) {
    case "string":
      return textArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => validValue(document, item, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + (depth > 1 ? 1 : 4)));
      return fc.array(schema.items ? validValue(document, schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength });
    }
    case "object": {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(document, property, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
