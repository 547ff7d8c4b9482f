import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The shape issue "One face per domain" set, kept by tests rather than by memory. */
const filesUnder = (folder: string, pattern: RegExp) =>
  fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file))
    // Build output and installed packages are nobody's source: the empty page's build (tooling/
    // empty-next-app/.next, made beside the checks by `npm test`) holds thousands of lines of them.
    .filter((file) => pattern.test(file) && !/(^|\/)(\.next|node_modules)\//.test(file));

const routeFiles = filesUnder("app/api", /route\.ts$/);
const domainFiles = filesUnder("lib", /\.tsx?$/).filter((file) => !/^lib\/(web\/api|generated)\//.test(file));

describe("the import-boundary lint rule", () => {
  const eslint = new ESLint();
  const problemsOf = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.filter((message) => message.ruleId === "no-restricted-imports");

  it("fails a page, a route or a command that imports a file inside a domain", async () => {
    expect(await problemsOf("app/api/fixture/route.ts", 'export { createMealService } from "@/lib/meals/service";\n')).toHaveLength(1);
    expect(await problemsOf("components/fixture.tsx", 'import { db } from "@/lib/platform/database/client";\nexport const x = db;\n')).toHaveLength(1);
    expect(await problemsOf("scripts/fixture.ts", 'import { loadCatalog } from "../lib/meals/catalog/load-catalog";\nexport const x = loadCatalog;\n')).toHaveLength(1);
  });

  it("fails a domain that reaches into another domain, and config/ importing lib/", async () => {
    expect(await problemsOf("lib/ranking/fixture.ts", 'import { syncMeals } from "../meals/sources/local/meal-rows";\nexport const x = syncMeals;\n')).toHaveLength(1);
    expect(await problemsOf("lib/chef/fixture.ts", 'import { db } from "@/lib/platform/database/client";\nexport const x = db;\n')).toHaveLength(1);
    expect(await problemsOf("config/fixture.ts", 'import { loadConfig } from "@/lib/platform/config";\nexport const x = loadConfig;\n')).toHaveLength(1);
  });

  it("keeps the tiers: platform imports no domain nor web edge, no domain imports the web edge", async () => {
    expect(await problemsOf("lib/platform/mail/fixture.ts", 'import { mealService } from "@/lib/meals";\nexport const x = mealService;\n')).toHaveLength(1);
    expect(await problemsOf("lib/platform/database/fixture.ts", 'import { route } from "@/lib/web/api";\nexport const x = route;\n')).toHaveLength(1);
    expect(await problemsOf("lib/meals/sources/fixture.ts", 'import { route } from "@/lib/web/api";\nexport const x = route;\n')).toHaveLength(1);
    expect(await problemsOf("lib/platform/mail/fixture.ts", 'import { db } from "../database";\nexport const x = db;\n')).toHaveLength(1);
    expect(await problemsOf("components/fixture.tsx", 'import { route } from "@/lib/web/api/route";\nexport const x = route;\n')).toHaveLength(1);
  });

  it("lets code import a face, a schema, and its own domain's files", async () => {
    expect(await problemsOf("lib/platform/mail/fixture.ts", 'import { db } from "@/lib/platform/database";\nimport { AppError } from "@/lib/platform/errors";\nexport const x = [db, AppError];\n')).toEqual([]);
    expect(await problemsOf("lib/web/api/fixture.ts", 'import { mealService } from "@/lib/meals";\nimport { db } from "@/lib/platform/database";\nexport const x = [mealService, db];\n')).toEqual([]);
    expect(await problemsOf("lib/platform/database/fixture.ts", 'import { PrismaClient } from "../../generated/prisma/client";\nexport const x = PrismaClient;\n')).toEqual([]);
    expect(await problemsOf("app/api/fixture/route.ts", 'import { mealService } from "@/lib/meals";\nimport { ratingSchema } from "@/lib/validations/ratings";\nexport const x = [mealService, ratingSchema];\n')).toEqual([]);
    expect(await problemsOf("lib/meals/sources/fixture.ts", 'import { byName } from "../meal-order";\nexport const x = byName;\n')).toEqual([]);
  });
});

describe("every API route", () => {
  it.each(routeFiles)("%s goes through the one route wrapper and repeats no preamble", (file) => {
    const source = fs.readFileSync(file, "utf8");
    expect(source).toMatch(/import \{[^}]*\broute\b[^}]*\} from "@\/lib\/web\/api";/);
    expect(source).not.toMatch(/assertSameOrigin|requireApiUser|enforceRateLimit|readJsonBody|readUploadedFile|userFromRequest/);
    for (const method of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b(.*)/g)) {
      expect(method[2], `${file} ${method[1]}`).toMatch(/= route\(/);
    }
  });
});

describe("domain code", () => {
  it("throws named errors and knows no HTTP status number, nor the API layer", () => {
    const offending = domainFiles.filter((file) => {
      const source = fs.readFileSync(file, "utf8");
      return /ApiError|new Response\([^)]*status:|status:\s*[45]\d\d|from "@\/lib\/web\/api"/.test(source);
    });
    expect(offending).toEqual([]);
  });

  it("keeps every source file, stylesheets included, under about 400 lines", () => {
    const sources = ["app", "components", "config", "lib", "scripts", "server", "tooling", "tests", "e2e"].flatMap((folder) =>
      fs.existsSync(folder) ? filesUnder(folder, /\.(ts|tsx|css)$/) : [],
    );
    const long = sources
      .filter((file) => !file.startsWith(path.join("lib", "generated")))
      .map((file) => ({ file, lines: fs.readFileSync(file, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > 420);
    expect(long).toEqual([]);
  });
});

describe("stylesheets", () => {
  // An unclosed block does not break the page: with CSS nesting, every rule after it silently
  // becomes a nested rule that matches nothing (the AI chef's, the stars' and the ranking's
  // styles were lost that way once).
  it.each(filesUnder("app", /\.css$/))("%s closes every block it opens", (file) => {
    const code = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/"[^"\n]*"|'[^'\n]*'/g, "");
    let depth = 0;
    for (const [index, line] of code.split("\n").entries()) {
      depth += (line.match(/\{/g)?.length ?? 0) - (line.match(/\}/g)?.length ?? 0);
      expect(depth, `${file}, line ${index + 1}`).toBeGreaterThanOrEqual(0);
      // A rule that starts at the margin is a top-level rule: nothing may be open around it.
      if (/^[.#a-z[:*]/i.test(line) && line.trimEnd().endsWith("{")) expect(depth, `${file}, line ${index + 1}: ${line}`).toBe(1);
    }
    expect(depth, file).toBe(0);
  });
});
