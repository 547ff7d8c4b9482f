import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";
import { openAccountMenu } from "./support/navigation";
import { apiRecipe } from "./support/recipes";

/** A word no catalog meal has, so a search finds only this test's recipes. */
const uniqueWord = () => `Rq${randomBytes(5).toString("hex").replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;

const star = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
// After the method: "Made it? Rate it" for another cook's recipe, "Rating" for the cook's own.
const ratingStatus = (page: Page) => page.getByRole("region", { name: /^(Made it\? Rate it|Rating)$/ }).getByRole("status");
const card = (page: Page, name: string) => page.getByRole("article", { name });
const rowOf = (page: Page, table: string, name: string) =>
  page.getByRole("table", { name: table }).getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });

test("two cooks rate each other's recipes: recipe page, cards and /ranking agree", async ({ page, browser, clientIp, signIn, signInAs }) => {
  test.slow(); // two cooks, a dozen pages, four axe audits
  const errors = collectPageErrors(page);
  const word = uniqueWord();
  const [adaPie, bobStew] = [`${word} Ada pie`, `${word} Bob stew`];

  // Ada in this page; Bob in a browser context of his own (his own cookies). Each cook has a
  // name of their own, to find them among the top cooks.
  const adaName = (await signIn()).name;
  const adaRecipe = await apiRecipe(page, adaPie);
  const bobContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}1` } });
  const bob = await bobContext.newPage();
  const bobName = (await signInAs(bobContext)).name;
  const bobRecipe = await apiRecipe(bob, bobStew);

  // Bob is not ranked before anyone rates his recipes.
  await bob.goto("/ranking");
  await expect(bob.getByText("You are not ranked yet")).toBeVisible();

  // Bob gives Ada's pie 5 stars with the mouse.
  await bob.goto(`/recipeDetail/${adaRecipe.id}`);
  await expect(ratingStatus(bob)).toHaveText("No ratings yet");
  await star(bob, "5 stars").check();
  await expect(ratingStatus(bob)).toHaveText("5.0 out of 5 · 1 rating");
  await bob.reload();
  await expect(star(bob, "5 stars")).toBeChecked();
  await bobContext.close();

  // Ada sees the rating of her own recipe but cannot rate it.
  await page.goto(`/recipeDetail/${adaRecipe.id}`);
  await expect(ratingStatus(page)).toHaveText("5.0 out of 5 · 1 rating");
  await expect(page.getByText("This is your recipe: other cooks rate it.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Your rating" })).toHaveCount(0);

  // Ada rates Bob's stew by keyboard: focus the first star, arrows move the choice (2, then 3).
  await page.goto(`/recipeDetail/${bobRecipe.id}`);
  await star(page, "1 star").focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(star(page, "3 stars")).toBeChecked();
  await expect(ratingStatus(page)).toHaveText("3.0 out of 5 · 1 rating");
  await expectNoAxeViolations(page);
  // Removing and rating again (4) updates the figures each time.
  await page.getByRole("button", { name: "Remove my rating" }).click();
  await expect(ratingStatus(page)).toHaveText("No ratings yet");
  await expect(star(page, "3 stars")).not.toBeChecked();
  await star(page, "4 stars").focus();
  await page.keyboard.press("Space");
  await expect(ratingStatus(page)).toHaveText("4.0 out of 5 · 1 rating");
  await page.reload();
  await expect(star(page, "4 stars")).toBeChecked();

  // Search results and the category page show each card's average and count.
  await page.goto(`/home?s=${word}`);
  await expect(card(page, adaPie).getByText("Rated 5.0 out of 5 from 1 rating")).toBeAttached();
  await expect(card(page, adaPie)).toContainText("★ 5.0 (1)");
  await expect(card(page, bobStew)).toContainText("★ 4.0 (1)");
  await expectNoAxeViolations(page);
  await page.goto("/category?c=Pasta");
  await expect(card(page, bobStew)).toContainText("★ 4.0 (1)");

  // /ranking from the account menu: the pie (5) above the stew (4), Ada above Bob, Ada's rank.
  await (await openAccountMenu(page)).getByRole("link", { name: "Ranking" }).click();
  await expect(page).toHaveURL("/ranking");
  await page.goto("/ranking?recipes=500&cooks=500");
  const rankIn = async (table: string, name: string) => Number(await rowOf(page, table, name).getByRole("cell").first().textContent());
  expect(await rankIn("Top recipes", adaPie)).toBeLessThan(await rankIn("Top recipes", bobStew));
  expect(await rankIn("Top cooks", `${adaName} (you)`)).toBeLessThan(await rankIn("Top cooks", bobName));
  await expect(page.getByText(`Your rank: #${await rankIn("Top cooks", `${adaName} (you)`)} of`)).toBeVisible();
  await expect(rowOf(page, "Top cooks", `${adaName} (you)`)).toContainText("5.0");
  await expect(page.getByText("Recipes with more ratings rank higher than one lucky 5-star", { exact: false })).toBeVisible();
  // Plain words for cooks: the formulas are on /developers.
  await expect(page.locator("main")).not.toContainText(/logarithm|÷|×/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
