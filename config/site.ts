/**
 * What the site says about itself that never changes between installs. Plain constants: this
 * folder imports nothing from lib/. What an operator may set (contact details, social links) is
 * the `site` section of lib/platform/config.
 */
export const siteConfig = {
  name: "Res-pe",
  tagline: "Discover, Cook, Savor – Your Culinary Journey Starts Here!",
  description:
    "Res-pe is a free recipe finder for home cooks: discover recipes of every cuisine, ask an AI chef what to cook with what you have, and share your own.",
  firstYear: 2025,
  creator: "Made with care by the Res-pe team",
  contact: {
    address: "123 Recipe Lane, Flavor Town, FT 00000",
    socialHandle: "@ResPeChef",
  },
  /** The seed's Category menu, in its order. */
  menuCategories: ["Dessert", "Side", "Starter", "Vegan", "Vegetarian"],
} as const;

/** "© 2025 Res-pe", or "© 2025–2027 Res-pe" once the year has moved on. */
export function copyrightLine(now = new Date()): string {
  const year = now.getFullYear();
  const span = year > siteConfig.firstYear ? `${siteConfig.firstYear}–${year}` : `${siteConfig.firstYear}`;
  return `© ${span} ${siteConfig.name}`;
}
