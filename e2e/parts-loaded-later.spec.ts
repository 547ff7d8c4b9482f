import { expect, ONE_WIDTH, test } from "./support/fixtures";

/**
 * The parts of a page whose code comes after the page (issue 31: the toaster, the recipe sheet's
 * panels, dialogs) on a page that lost its network before that code came, and before a service
 * worker kept it (a first visit; here no worker at all). CI on 2026-11-29: a household member's
 * /plan went offline just before the toaster mounted at idle; the failed fetch replaced the whole
 * page with the error screen, whose code could not be fetched either, and the cook's plan was gone.
 */
test.use({ serviceWorkers: "block" });

test("code that cannot be fetched leaves its part out, not the page; once back online the part comes", ONE_WIDTH, async ({ page, context, signIn }) => {
  await signIn();
  const today = new Date().toISOString().slice(0, 10); // the plan's days are UTC dates
  for (const slot of ["lunch", "dinner"]) {
    expect((await page.request.post("/api/plan", { data: { mealId: "10005", day: today, slot } })).status()).toBe(201);
  }
  // The toaster mounts at the first toast (no idle moment comes), so the test says when its code is asked for.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto("/plan");
  // The planned meals' own links (an empty meal's offers may name the same recipe).
  const planned = page.locator('a[id^="planned-"]');
  await expect(planned).toHaveCount(2);

  // The page's later code can no longer be fetched; the cook takes lunch off the plan.
  await context.route("**/_next/static/chunks/**", (route) => route.abort("internetdisconnected"));
  const fetchedLater = page.waitForRequest((request) => request.url().includes("/_next/static/chunks/"));
  await page.getByRole("button", { name: "Remove", exact: true }).first().click();
  await fetchedLater;
  await expect(planned).toHaveCount(1);
  // The page is still the plan: no error screen took its place.
  await expect(page.getByRole("heading", { level: 1, name: "Meal plan" })).toBeVisible();
  await expect(page.getByText("This page could not load")).toHaveCount(0);

  // Back online: the toaster's code comes, and the changes are announced (Sonner kept the first
  // one's toast while its toaster could not come).
  await context.unroute("**/_next/static/chunks/**");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("Took Crème Brûlée off the plan.").first()).toBeVisible();
  await expect(planned).toHaveCount(0);
});
