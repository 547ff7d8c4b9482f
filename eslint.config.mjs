import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * One public face per domain: outside a folder lib/<domain>/, code imports lib/<domain> (its
 * index.ts), never a file inside it. lib/validations is the exception by design: its schemas are
 * shared leaves (zod and plain constants only) that forms in the browser and routes on the server
 * both import, file by file. Tests may reach inside a domain to test its parts.
 */
const FACE_MESSAGE =
  "Import the domain's public face (lib/<domain>, its index.ts), not a file inside it. If you need an internal, export it from the face or move the boundary.";
const deepAlias = { regex: "^@/lib/(?!validations/)[^/]+/.+", message: FACE_MESSAGE };
const deepRelative = { regex: "^(\\.\\./)+lib/(?!validations/)[^/]+/.+", message: FACE_MESSAGE };
/** A relative import that climbs out of the domain folder of a file `depth` folders inside lib/<domain>/. */
const leavesDomain = (depth, except = "") => ({
  regex: `^(\\.\\./){${depth},}${except}`,
  message: `${FACE_MESSAGE} Inside lib/, import another domain as @/lib/<domain>.`,
});

const boundaries = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**", ".tmp/**", "next-env.d.ts"],
  },
  { files: ["**/*.{ts,tsx,mts,mjs}"], ignores: ["tests/**", "e2e/**"], rules: boundaries([deepAlias, deepRelative]) },
  { files: ["lib/*/*.{ts,tsx}"], rules: boundaries([deepAlias, leavesDomain(1)]) },
  { files: ["lib/*/*/*.{ts,tsx}"], rules: boundaries([deepAlias, leavesDomain(2)]) },
  { files: ["lib/*/*/*/*.{ts,tsx}"], rules: boundaries([deepAlias, leavesDomain(3)]) },
  { files: ["lib/*/*/*/*/*.{ts,tsx}"], rules: boundaries([deepAlias, leavesDomain(4)]) },
  // The one module that owns the generated Prisma clients.
  { files: ["lib/database/*.ts"], rules: boundaries([deepAlias, leavesDomain(1, "(?!generated/)")]) },
  // Plain constants: config/ imports nothing from lib/.
  {
    files: ["config/**/*.ts"],
    rules: boundaries([{ regex: "^(@/lib|(\\.\\./)+lib)(/|$)", message: "config/ holds plain constants and imports nothing from lib/." }]),
  },
];

export default config;
