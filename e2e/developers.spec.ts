import { collectPageErrors, expect, expectNoAxeViolations, HTTP_ONLY, test } from "./support/fixtures";

test("/developers shows the API reference from the served document, readable and without violations", async ({ page, request }) => {
  test.slow(); // the page is long: axe takes a while on it
  const errors = collectPageErrors(page);
  const response = await page.goto("/developers");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("API reference | Res-pe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API reference");
  // The ranking's arithmetic is here; /ranking tells cooks the same in plain words.
  await expect(page.getByText("The ranking: a recipe's score is (5 × m + the sum of its stars)")).toBeVisible();

  // Every documented operation has its card, in the document's words.
  const served = (await (await request.get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
  const operationIds = Object.values(served.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
  await expect(page.locator("details.api-operation")).toHaveCount(operationIds.length);
  // Each opens on a click to its parameters, example body and answers.
  const meals = page.locator("#getMeals");
  await expect(meals.getByRole("heading", { level: 3 })).toContainText("GET /api/meals");
  await meals.locator("summary").click();
  await expect(meals.getByRole("table", { name: "Parameters" })).toContainText("text, 1–100 characters");
  const recipes = page.locator("#postRecipes");
  await recipes.locator("summary").click();
  await expect(recipes.getByText("Example body")).toBeVisible();
  await expect(recipes.getByText("Leek and potato soup")).toBeVisible();

  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("/api/openapi.json is public, cacheable OpenAPI 3.1", HTTP_ONLY, async ({ playwright, baseURL }) => {
  // A client with no cookies at all: the document needs no session.
  const anonymous = await playwright.request.newContext({ baseURL });
  const answer = await anonymous.get("/api/openapi.json");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/json");
  expect(answer.headers()["cache-control"]).toContain("public");
  const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toContain("/api/meals/{id}");
  await anonymous.dispose();
});
