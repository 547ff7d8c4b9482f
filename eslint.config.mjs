import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * Three tiers in lib/, kept by these rules (docs/ARCHITECTURE.md, "Layers"):
 * - lib/platform/<module>: what every product domain stands on (database, config, errors, limits,
 *   mail, fetching, security…); it imports no domain and no web edge;
 * - lib/<domain>: the product domains; they import platform modules and each other's faces;
 * - lib/web/<edge>: the API wrapper, the API's documentation and page helpers; nothing in lib/
 *   outside lib/web imports it (app/ does).
 * One public face per module: outside its folder, code imports lib/<domain>,
 * lib/platform/<module> or lib/web/<edge> (its index.ts), never a file inside it. lib/validations
 * is the exception by design: its schemas are shared leaves (zod and plain constants only) that
 * forms in the browser and routes on the server both import, file by file. Tests may reach inside
 * a module to test its parts.
 */
const FACE_MESSAGE =
  "Import the module's public face (lib/<domain>, lib/platform/<module> or lib/web/<edge>: its index.ts), not a file inside it. If you need an internal, export it from the face or move the boundary.";
/** The part of a path after lib/ that names a module: a tier folder and its module, or a domain. */
const MODULE = "(?:(?:platform|web)/[^/]+|(?!platform/|web/|validations/)[^/]+)";
const deepAlias = { regex: `^@/lib/${MODULE}/.+`, message: FACE_MESSAGE };
const deepRelative = { regex: `^(\\.\\./)+lib/${MODULE}/.+`, message: FACE_MESSAGE };
/** A relative import that climbs out of the module folder of a file `depth` folders inside it. */
const leavesModule = (depth, regex = `^(\\.\\./){${depth},}`) => ({
  regex,
  message: `${FACE_MESSAGE} Inside lib/, import another module by its alias (@/lib/…).`,
});
const PLATFORM_MESSAGE = "lib/platform is the floor every domain stands on: it imports no product domain and no web edge.";
const platformImportsNoDomain = { regex: "^@/lib/(?!platform/|web(/|$))", message: PLATFORM_MESSAGE };
const noWebBelow = { regex: "^@/lib/web(/|$)", message: "Only app/ (and lib/web itself) uses lib/web: a domain or a platform module never imports the web edge." };

const noSonner = {
  regex: "^sonner$",
  message: "Toasts go through @/components/ui/toast, which loads Sonner after the page instead of in every page's first-load script (issue 31).",
};

const boundaries = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/** The rules for files `depth` folders inside a module whose folder matches `folder`. */
const inside = (folder, extra = []) =>
  [1, 2, 3, 4].map((depth) => ({
    files: [`${folder}${"/*".repeat(depth)}.{ts,tsx}`],
    rules: boundaries([deepAlias, leavesModule(depth), ...extra]),
  }));

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "dist/**", "tooling/empty-next-app/.next/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**", ".tmp/**", "next-env.d.ts"],
  },
  { files: ["**/*.{ts,tsx,mts,mjs}"], ignores: ["tests/**", "e2e/**"], rules: boundaries([deepAlias, deepRelative, noSonner]) },
  // The two modules that own Sonner: the toast calls and the Toaster they load.
  { files: ["components/ui/toast.ts", "components/ui/sonner-toaster.tsx"], rules: boundaries([deepAlias, deepRelative]) },
  ...inside("lib/!(platform|web|generated)", [noWebBelow]),
  ...inside("lib/platform/*", [platformImportsNoDomain, noWebBelow]),
  ...inside("lib/web/*"),
  // The one module that owns the generated Prisma clients.
  {
    files: ["lib/platform/database/*.ts"],
    rules: boundaries([deepAlias, leavesModule(1, "^(?!\\.\\./\\.\\./generated/)(\\.\\./)+"), platformImportsNoDomain, noWebBelow]),
  },
  // Plain constants: config/ imports nothing from lib/.
  {
    files: ["config/**/*.ts"],
    rules: boundaries([{ regex: "^(@/lib|(\\.\\./)+lib)(/|$)", message: "config/ holds plain constants and imports nothing from lib/." }]),
  },
];

export default config;
