import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";

const TAGLINE = "Discover, Cook, Savor – Your Culinary Journey Starts Here!";

const publicPages = [
  { path: "/", title: `Res-pe – ${TAGLINE}`, heading: "Res-pe" },
  { path: "/aboutHome", title: "About us | Res-pe", heading: "About Us" },
  { path: "/contactHome", title: "Contact us | Res-pe", heading: "Contact Us" },
  { path: "/tipsHome", title: "Cooking tips | Res-pe", heading: "Cooking tips" },
];

for (const { path, title, heading } of publicPages) {
  test(`${path} is served as real HTML with its title, description, Open Graph tags and no violations`, async ({
    page,
    request,
  }) => {
    // The tips page is the site's longest: axe alone takes ~5 s on it on an idle machine.
    if (path === "/tipsHome") test.slow();
    const errors = collectPageErrors(page);
    const html = await (await request.get(path)).text();
    // Server-rendered: the heading is in the HTML before any script runs.
    expect(html).toContain(`>${heading}</h1>`);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Res-pe/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      "http://localhost:3000/images/og-card.png",
    );
    await expectNoAxeViolations(page);
    // Nothing sticks out sideways, down to a 360 px phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The strict CSP must not block the page's own scripts.
    expect(errors).toEqual([]);
  });
}

test("the landing page has the hero, both buttons and the three information cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText(TAGLINE, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  const cards = page.locator(".info-cards article");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText("write your own recipes, see nutrition facts, get cooking tips and get ranked");
  await expect(cards.nth(1).getByRole("listitem")).toHaveCount(5);
  await expect(cards.nth(2).locator("blockquote")).toBeVisible();
  await expect(page.getByRole("img", { name: /kitchen table/ })).toBeVisible();
});

test("the header leads to Home, About and Contact", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/aboutHome$/);
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contactHome$/);
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer has the four social links, the copyright and the credit", async ({ page }) => {
  await page.goto("/aboutHome");
  const footer = page.locator("footer.site-footer");
  for (const network of ["Facebook", "Twitter", "Instagram", "GitHub"]) {
    const link = footer.getByRole("link", { name: `Res-pe on ${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
  }
  const year = new Date().getFullYear();
  await expect(footer).toContainText(year > 2025 ? `© 2025–${year} Res-pe` : "© 2025 Res-pe");
  await expect(footer).toContainText("Made with care by the Res-pe team");
});

test("the About pages share their content, at most 800 px wide", async ({ page, signIn }) => {
  await signIn();
  for (const path of ["/aboutHome", "/about"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What We Offer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join Our Community" })).toBeVisible();
    await expect(page.getByText("Step-by-step instructions that anyone can follow.")).toBeVisible();
    const width = await page.locator(".content").evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(800);
  }
  await expectNoAxeViolations(page);
});

test("the Contact pages list the ways to reach the team", async ({ page, signIn }) => {
  await signIn();
  for (const path of ["/contactHome", "/contact"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Connect with Us" })).toBeVisible();
    const entries = page.locator(".connect-list li");
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText("Phone+1 (555) 010-2025");
    await expect(entries.nth(1)).toContainText("Emailsupport@res-pe.example");
    await expect(entries.nth(2)).toContainText("Address");
    await expect(entries.nth(3)).toContainText("Social Media@ResPeChef");
    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
    await expect(page.getByRole("img", { name: /envelope with a recipe card/ })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("an unknown address shows 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Res-pe");
});
