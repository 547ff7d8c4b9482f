import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Text a cook or a client typed, used as a key of a plain object, also finds what every object
 * inherits: "constructor" finds Object itself, "__proto__" its prototype, "toString" a function.
 * A word of an ingredient line looked up with `word in NUMBER_WORDS` once made "constructor eggs"
 * an amount that was a function. The rule this test keeps, over the app's own code:
 *
 * - `key in object` only with a literal key ("serviceWorker" in navigator, a union's tag); a key
 *   from a variable is `Object.hasOwn(object, key)`, or the table is a Map.
 * - A plain object used as a table (a type with a string index signature: `Record<string, …>`)
 *   is read or written with a key that may be any text only under an `Object.hasOwn(table, key)`
 *   test of the same table and key, or not at all: use a Map. Keys the type checker knows are
 *   the table's own (`Record<Diet, string>` indexed by a `Diet`) are fine, and so are keys that
 *   start with a fixed text no inherited name starts with (`strIngredient${n}`).
 *
 * A type-aware check rather than an ESLint rule: which tables take any string as a key is a fact
 * of types, and typed linting of the whole tree would cost every lint run what this one test costs.
 */

/** Where the rule holds: the app's own code (tests and commands may do as they like). */
const SOURCE_ROOTS = ["app", "components", "config", "lib", "server", "proxy.ts"];

/**
 * Lookups whose keys are known to be the table's own although their type says `string`. Each with
 * the reason; an entry that no longer matches anything fails the test, so the list only shrinks.
 */
const KNOWN_OWN_KEYS: { file: string; code: string; why: string }[] = [
  { file: "lib/platform/config/parse-env.ts", code: "env[key]", why: "the variable names a section's schema declares, read from the process's environment" },
  { file: "lib/platform/config/index.ts", code: "env[key]", why: "the variable names a command fingerprints, read from the process's environment" },
  { file: "lib/web/api-docs/document.ts", code: "paths[operation.path]", why: "the paths of our own operation declarations" },
  { file: "lib/platform/security/static-page-scripts.ts", code: "loadManifest()[route]", why: "a request's path always starts with /, which no inherited name does" },
  { file: "server/prerendered-pages.ts", code: "manifest.routes[route]", why: "the routes config/routes.ts lists" },
  { file: "server/prerendered-pages.ts", code: "req.headers[header]", why: "the header names the file lists" },
];

type Finding = { file: string; line: number; code: string };

/** Every name an object inherits from Object.prototype ("constructor", "__proto__", "toString"…). */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);

/** Whether a key of this type may be any text, so also an inherited name. */
function mayBeAnyText(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(mayBeAnyText);
  if (type.flags & (ts.TypeFlags.String | ts.TypeFlags.StringMapping | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
  if (type.flags & ts.TypeFlags.TemplateLiteral) {
    const head = (type as ts.TemplateLiteralType).texts[0] ?? "";
    return INHERITED.some((name) => name.startsWith(head) || head.startsWith(name));
  }
  return false;
}

/** Whether `access` sits under an `Object.hasOwn(table, key)` test of the same table and key. */
function guardedByHasOwn(access: ts.ElementAccessExpression): boolean {
  const table = access.expression.getText();
  const key = access.argumentExpression.getText();
  const tests = (node: ts.Node): boolean => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === "Object.hasOwn" &&
      node.arguments[0]?.getText() === table &&
      node.arguments[1]?.getText() === key
    ) {
      return true;
    }
    return ts.forEachChild(node, tests) ?? false;
  };
  for (let child: ts.Node = access, parent = access.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isConditionalExpression(parent) && child !== parent.condition && tests(parent.condition)) return true;
    if (ts.isIfStatement(parent) && child === parent.thenStatement && tests(parent.expression)) return true;
    if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && child === parent.right && tests(parent.left)) {
      return true;
    }
    if (ts.isFunctionLike(parent)) return false;
  }
  return false;
}

/** The lookups of `files` that break the rule. */
function prototypeKeyLookups(program: ts.Program, files: ReadonlySet<string>): Finding[] {
  const checker = program.getTypeChecker();
  const found: Finding[] = [];
  for (const source of program.getSourceFiles()) {
    const file = path.relative(process.cwd(), source.fileName);
    if (!files.has(file)) continue;
    const report = (node: ts.Node) =>
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, code: node.getText() });
    const visit = (node: ts.Node) => {
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword && !ts.isStringLiteralLike(node.left)) report(node);
      if (ts.isElementAccessExpression(node)) {
        const table = checker.getApparentType(checker.getTypeAtLocation(node.expression));
        const isList = checker.isArrayType(table) || checker.isTupleType(table);
        if (!isList && checker.getIndexInfoOfType(table, ts.IndexKind.String) && mayBeAnyText(checker.getTypeAtLocation(node.argumentExpression))) {
          if (!guardedByHasOwn(node)) report(node);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function projectProgram(): { program: ts.Program; files: Set<string> } {
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile("tsconfig.json", ts.sys.readFile).config, ts.sys, process.cwd());
  const files = config.fileNames
    .map((file) => path.relative(process.cwd(), path.resolve(file)))
    .filter((file) => SOURCE_ROOTS.some((root) => file === root || file.startsWith(`${root}/`)) && !file.startsWith("lib/generated/"));
  return { program: ts.createProgram(files, { ...config.options, incremental: false, noEmit: true }), files: new Set(files) };
}

function fixtureProgram(code: string): { program: ts.Program; files: Set<string> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-prototype-keys-"));
  const file = path.join(dir, "fixture.ts");
  fs.writeFileSync(file, code);
  const program = ts.createProgram([file], { strict: true, noUncheckedIndexedAccess: true, target: ts.ScriptTarget.ES2022, lib: ["lib.es2023.d.ts"], types: [], noEmit: true });
  return { program, files: new Set([path.relative(process.cwd(), file)]) };
}

describe("text used as a key finds only a table's own keys", () => {
  it("catches `in` and indexing with any text, and lets Object.hasOwn, Maps and known keys pass", () => {
    const { program, files } = fixtureProgram(`
      const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2 };
      const LABELS: Record<"a" | "b", string> = { a: "A", b: "B" };
      const UNITS = new Map([["cup", 240]]);
      export function bad(word: string, counts: Record<string, number>) {
        const known = word in NUMBER_WORDS;
        const value = NUMBER_WORDS[word];
        counts[word] = (counts[\`\${word}\`] ?? 0) + 1;
        return [known, value];
      }
      export function good(word: string, letter: "a" | "b", at: number, values: Record<string, unknown>) {
        const value = Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word] : undefined;
        if (Object.hasOwn(NUMBER_WORDS, word)) console.log(NUMBER_WORDS[word]);
        const named = Object.hasOwn(NUMBER_WORDS, word) && NUMBER_WORDS[word];
        const field = values[\`strIngredient\${at}\`];
        return [value, named, LABELS[letter], UNITS.get(word), field, "one" in NUMBER_WORDS];
      }
    `);
    expect(prototypeKeyLookups(program, files).map((finding) => finding.code)).toEqual([
      "word in NUMBER_WORDS",
      "NUMBER_WORDS[word]",
      "counts[word]",
      "counts[`${word}`]",
    ]);
  });

  it("holds in app/, components/, config/, lib/, server/ and proxy.ts", { timeout: 180_000 }, () => {
    const { program, files } = projectProgram();
    expect(files.size).toBeGreaterThan(100);
    const findings = prototypeKeyLookups(program, files);
    const known = (finding: Finding) =>
      KNOWN_OWN_KEYS.some((entry) => entry.file === finding.file && entry.code === finding.code);
    const described = findings.filter((finding) => !known(finding)).map((finding) => `${finding.file}:${finding.line} ${finding.code}`);
    expect(described, "use Object.hasOwn(table, key) ? table[key] : …, or a Map").toEqual([]);
    const stale = KNOWN_OWN_KEYS.filter((entry) => !findings.some((finding) => finding.file === entry.file && finding.code === entry.code));
    expect(stale, "no longer found: remove from KNOWN_OWN_KEYS").toEqual([]);
  });
});
