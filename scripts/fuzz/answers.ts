/**
 * Judges one answer against the document: a documented status (never a 5xx), the documented
 * media type, a body that matches the status's schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1
 * uses), and Retry-After on every 429.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { Answer } from "../bench/reliability/client";

type DocumentAnswer = { content?: Record<string, unknown> };
export type DocumentOperation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: "path" | "query"; required?: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object; example?: unknown }> };
  "x-exactly-one-of"?: string[];
  /** Only the site's admins may call it (issue 34). */
  "x-role"?: "admin";
  responses: Record<string, DocumentAnswer>;
};
export type OpenApi = { paths: Record<string, Record<string, DocumentOperation>> };

const escape = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

export class AnswerJudge {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApi) {
    addFormats(this.ajv);
    this.ajv.addSchema(document as object, "doc");
  }

  private validator(path: string, method: string, status: string, mediaType: string): ValidateFunction {
    const pointer = `doc#/paths/${escape(path)}/${method}/responses/${status}/content/${escape(mediaType)}/schema`;
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(pointer);
      if (!validate) throw new Error(`No schema at ${pointer}`);
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** What is wrong with the answer, or undefined when the document holds. */
  problem(path: string, method: string, answer: Answer): string | undefined {
    const operation = this.document.paths[path]![method]!;
    const status = String(answer.status);
    if (answer.status >= 500) return `${status} (a server error): ${answer.text().slice(0, 200)}`;
    const documented = operation.responses[status];
    if (!documented) return `${status} is not a documented status (documented: ${Object.keys(operation.responses).join(", ")}): ${answer.text().slice(0, 200)}`;
    if (answer.status === 429 && !/^\d+$/.test(answer.headers.get("retry-after") ?? "")) return "429 without Retry-After";
    const mediaTypes = Object.keys(documented.content ?? {});
    if (mediaTypes.length === 0) return undefined;
    const contentType = answer.headers.get("content-type") ?? "";
    const mediaType = mediaTypes.find((type) => contentType.startsWith(type));
    if (!mediaType) return `${status} as ${contentType || "no content type"}, documented as ${mediaTypes.join(" or ")}`;
    if (mediaType !== "application/json") return undefined;
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      return `${status} is not JSON: ${answer.text().slice(0, 120)}`;
    }
    const validate = this.validator(path, method, status, mediaType);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath || "/"} ${error.message}`);
    return `${status} body breaks the document: ${errors.join("; ")} — ${answer.text().slice(0, 160)}`;
  }
}
