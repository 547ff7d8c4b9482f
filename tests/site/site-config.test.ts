import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import { copyrightLine, siteConfig } from "@/config/site";
import { parseConfig } from "@/lib/platform/config/app-config";

describe("copyrightLine", () => {
  it("reads © 2025 Res-pe in 2025 and spans the years afterwards", () => {
    expect(copyrightLine(new Date("2025-06-01"))).toBe("© 2025 Res-pe");
    expect(copyrightLine(new Date("2026-11-21"))).toBe("© 2025–2026 Res-pe");
  });
});

describe("site configuration", () => {
  it("has the product's name, exact tagline, contact defaults and four social networks", () => {
    expect(siteConfig.name).toBe("Res-pe");
    expect(siteConfig.tagline).toBe("Discover, Cook, Savor – Your Culinary Journey Starts Here!");
    const { site } = parseConfig({});
    expect(site.contactPhone).toBe("+1 (555) 010-2025");
    expect(site.contactEmail).toBe("support@res-pe.example");
    expect(site.social.map((network) => network.name)).toEqual(["Facebook", "Twitter", "Instagram", "GitHub"]);
    expect(siteConfig.menuCategories).toEqual(["Dessert", "Side", "Starter", "Vegan", "Vegetarian"]);
  });
});

describe("robots.txt", () => {
  it("hides /about and /contact exactly, without hiding /aboutHome and /contactHome", () => {
    const rules = robots().rules;
    const disallow = Array.isArray(rules) ? [] : [rules.disallow].flat();
    expect(disallow).toContain("/about$");
    expect(disallow).toContain("/contact$");
    expect(disallow).toContain("/api/");
    expect(disallow).not.toContain("/about");
  });

  it("hides /tips exactly, without hiding the visitors' /tipsHome", () => {
    const rules = robots().rules;
    const disallow = Array.isArray(rules) ? [] : [rules.disallow].flat();
    expect(disallow).toContain("/tips$");
    expect(disallow).not.toContain("/tips");
  });
});
