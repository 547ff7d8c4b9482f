/**
 * Sample data shared by the Vitest suite (tests/), the browser suite (e2e/) and the benchmarks
 * and fuzzer (scripts/bench): one sample cook and one sample recipe, so a change to the sign-up
 * rules or to the recipe form is made here once. Tests assert on these values: change them only
 * together with the tests that read them.
 */

/** The site address every test run pins as SITE_URL (tooling/pinned-settings.ts). */
export const SAMPLE_SITE_URL = "http://localhost:3000";

/** Long enough for the sign-up rules and not among the common passwords they refuse. */
export const SAMPLE_PASSWORD = "lentil soup on sundays";

/**
 * SAMPLE_PASSWORD's bcrypt hash at the production cost (11, lib/auth/password.ts), made once with
 * bcryptjs: a seeded cook is stored with it instead of hashing again (~0.15 s of a core per test
 * file and database, more on a busy machine). Logins still compare against it at full cost;
 * tests/auth/sample-password-hash.test.ts keeps it true to the password and the cost.
 */
export const SAMPLE_PASSWORD_HASH = "$2b$11$EzXndKIZ8LwTq/8iign6K.3qtqR2jLxUgYzswUAMc1mbaChxgDETO";

export const SAMPLE_COOK_NAME = "Ada Baker";

/**
 * A valid recipe with only the fields the recipe form requires, without its name (callers give
 * each one its own). Only required fields: the API fuzzer breaks each field in turn and expects
 * every broken body to be refused.
 */
export const SAMPLE_RECIPE = {
  category: "Vegan",
  area: "Turkish",
  instructions: "Rinse the lentils.\nSoften the onion in oil.\nSimmer everything for 25 minutes, then blend.",
  servings: 4,
  ingredients: [
    { name: "Red lentils", measure: "200 g" },
    { name: "Onion", measure: "1" },
    { name: "Cumin", measure: "1 tsp" },
  ],
};

/** The same recipe with the form's optional fields filled in, as a cook who fills everything sends it. */
export const SAMPLE_FULL_RECIPE = {
  ...SAMPLE_RECIPE,
  tags: ["Soup", "Quick"],
  videoUrl: "https://www.youtube.com/watch?v=abc123",
  sourceUrl: "https://example.com/lentil-soup",
};
