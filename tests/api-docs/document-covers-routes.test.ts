import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { OPERATIONS, openApiDocument } from "@/lib/web/api-docs";

/**
 * The document lists exactly the API there is: every method every app/api/**\/route.ts exports,
 * and nothing that no route serves. `[name]` folders are `{name}` in the document; a catch-all
 * `[...name]` (next-auth's) is served by the concrete paths documented under it.
 */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const API_DIR = path.join(process.cwd(), "app", "api");

type Served = { template: string; method: string; catchAll: boolean; idempotent: boolean };

function servedRoutes(): Served[] {
  const files = fs.readdirSync(API_DIR, { recursive: true, encoding: "utf8" }).filter((file) => /(^|\/)route\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const source = fs.readFileSync(path.join(API_DIR, file), "utf8");
    const exported = new Set<string>();
    for (const match of source.matchAll(/export\s+(?:const|async function|function)\s+([A-Z]+)\b/g)) exported.add(match[1]!);
    for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const match of list[1]!.matchAll(/\bas\s+([A-Z]+)\b/g)) exported.add(match[1]!);
    }
    const dir = path.dirname(file).split(path.sep).join("/");
    const template = `/api/${dir}`.replace(/\[\.\.\.([^\]]+)\]/g, "{...$1}").replace(/\[([^\]]+)\]/g, "{$1}");
    // Which methods declare `idempotent: true` to route(): the text from one export to the next.
    const idempotent = (method: string) => new RegExp(`export\\s+const\\s+${method}\\s*=\\s*route\\((?:(?!export\\s)[\\s\\S])*?idempotent:\\s*true`).test(source);
    return METHODS.filter((method) => exported.has(method)).map((method) => ({ template, method, catchAll: template.includes("{..."), idempotent: idempotent(method) }));
  });
}

function documented(): { path: string; method: string }[] {
  return Object.entries(openApiDocument().paths ?? {}).flatMap(([documentedPath, item]) =>
    Object.keys(item ?? {})
      .filter((key) => (METHODS as readonly string[]).includes(key.toUpperCase()))
      .map((method) => ({ path: documentedPath, method: method.toUpperCase() })),
  );
}

const catchAllPrefix = (template: string) => template.slice(0, template.indexOf("{..."));
const servedBy = (served: Served, { path: documentedPath, method }: { path: string; method: string }) =>
  served.method === method && (served.catchAll ? documentedPath.startsWith(catchAllPrefix(served.template)) : served.template === documentedPath);

describe("the OpenAPI document", () => {
  const served = servedRoutes();
  const listed = documented();

  it("finds the routes it checks", () => {
    expect(served.length).toBeGreaterThan(30);
  });

  it("lists every method every route under app/api exports", () => {
    const missing = served.filter((route) => !listed.some((entry) => servedBy(route, entry))).map((route) => `${route.method} ${route.template}`);
    expect(missing, "routes the document does not list (add them to lib/web/api-docs/operations)").toEqual([]);
  });

  it("lists nothing that no route serves", () => {
    const extra = listed.filter((entry) => !served.some((route) => servedBy(route, entry))).map((entry) => `${entry.method} ${entry.path}`);
    expect(extra, "documented operations without a route").toEqual([]);
  });

  it("is OpenAPI 3.1 whose schemas compile, with an id, a summary and an error shape for every operation", () => {
    const document = openApiDocument();
    expect(document.openapi).toBe("3.1.0");
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(document, "doc");
    for (const [documentedPath, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        expect(operation.operationId, `${method} ${documentedPath}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        expect(operation.summary).toBeTruthy();
        for (const [status, answer] of Object.entries(operation.responses ?? {}) as [string, { content?: object }][]) {
          for (const mediaType of Object.keys(answer.content ?? {})) {
            const pointer = `doc#/paths/${documentedPath.replaceAll("~", "~0").replaceAll("/", "~1")}/${method}/responses/${status}/content/${mediaType.replaceAll("/", "~1")}/schema`;
            expect(() => ajv.getSchema(pointer), pointer).not.toThrow();
          }
        }
      }
    }
    const ids = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(ids).size, "an operation declared twice").toBe(ids.length);
  });

  it("says which additions honour an Idempotency-Key exactly where their routes do", () => {
    const routes = served.filter((route) => route.idempotent).map((route) => `${route.method} ${route.template}`);
    const stated = OPERATIONS.filter((operation) => operation.idempotent).map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(routes.sort()).toEqual(stated.sort());
    expect(routes).toContain("POST /api/shopping/items");
    const parameters = openApiDocument().paths?.["/api/shopping/items"]?.post?.parameters as { name: string; in: string }[] | undefined;
    expect(parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header" }));
  });

  it("gives every request body an example its own schema accepts", () => {
    const document = openApiDocument();
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(document, "doc");
    for (const operation of OPERATIONS) {
      if (!operation.body || "upload" in operation.body) continue;
      const parsed = ("json" in operation.body ? operation.body.json : operation.body.form).safeParse(operation.body.example);
      expect(parsed.success, `${operation.method} ${operation.path}: ${parsed.error?.message}`).toBe(true);
    }
  });
});
