import fs from "node:fs";
import path from "node:path";
import { paprikaExport, paprikaSamples, tempFile } from "../tests/support/migration-files";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * Issue 33, "From another app": a cook uploads a Paprika export, watches the job's progress bar,
 * reads the report and opens an imported recipe with its photo.
 */
test("bring a Paprika export over: progress, report, the recipe with its photo", async ({ page, signIn, isMobile }) => {
  test.slow(); // an upload, a background job of 40 recipes with photos, axe in two themes
  const errors = collectPageErrors(page);
  await signIn();
  const { kaese, tatin } = await paprikaSamples();
  // All but the first as Miscellaneous recipes: other specs read the Dessert and Pasta pages' cards
  // (their counts, or a recipe on the first page of 100), which 39 more of this cook's would change.
  const elsewhere = { categories: ["Weekend"] };
  const copies = Array.from({ length: 38 }, (_, k) => ({ ...kaese, ...elsewhere, uid: `copy-${k}`, name: `Käsespätzle Nummer ${k + 1}` }));
  const recipes = [kaese, { ...tatin, ...elsewhere }, ...copies];
  const file = tempFile("My Recipes.paprikarecipes", paprikaExport(recipes));

  await page.goto("/myRecipes/import");
  await page.getByRole("tab", { name: "From another app" }).click();
  await expect(page.getByRole("tab", { name: "From another app" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);

  // Every value the progress bar takes is recorded, so a fast job still shows what the cook saw.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(`${bar.getAttribute("aria-valuenow")}/${bar.getAttribute("aria-valuemax")}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByLabel("Export file from your other app").setInputFiles(file);
  await page.getByLabel("Which app is it from?").selectOption({ label: "Paprika 3" });
  await page.getByRole("button", { name: "Bring my recipes over" }).click();
  const dir = path.resolve(".tmp", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  // The bar while the job runs (best effort: a fast job may be done before the shot).
  await page.getByRole("progressbar").screenshot({ path: path.join(dir, `migration-progress-${isMobile ? "phone" : "desktop"}.png`) }).catch(() => undefined);

  await expect(page.getByRole("heading", { name: "What came across from Paprika 3" })).toBeVisible({ timeout: 60_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  // A job of 40 recipes now takes a batch or two, and may end before the page's first look at
  // it: whatever the job's bar showed only went forward (the job's progress counts
  // are asserted by tests/recipe-import/migrations*.db.test.ts).
  // (The upload's own bar, out of 100, comes first; the job's bar counts recipes out of 40.)
  const counts = seen.filter((value) => value.endsWith("/40")).map((value) => Number(value.split("/")[0]));
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  await expect(page.getByText("40 recipes added to")).toBeVisible();

  await page.screenshot({ path: path.join(dir, `migration-report-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: path.join(dir, `migration-report-dark-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "light" });

  const report = page.getByRole("region", { name: "What came across from Paprika 3" });
  await report.getByText("What did not come across as it was (9)").first().click();
  await expect(report.getByText("Photo 2 of 3: a recipe keeps one").first()).toBeVisible();
  await report.getByRole("link", { name: "Käsespätzle", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Käsespätzle" })).toBeVisible();
  const photo = page.locator('img[src*="/recipe-pictures/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("Your rating in Paprika 3: ★★★★★ (5/5)")).toBeVisible();
  expect(errors).toEqual([]);
});
