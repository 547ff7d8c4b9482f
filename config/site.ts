import { z } from "zod";
import { parseEnv } from "../lib/config/server-config";

/**
 * What the public site says about itself. Read from the environment at build time, because the
 * public pages are prerendered: change a value, then rebuild (`npm start` rebuilds by itself when
 * one of these changes).
 */
const siteEnvSchema = z.object({
  CONTACT_PHONE: z.string().min(3).max(40).default("+1 (555) 010-2025"),
  CONTACT_EMAIL: z.email().default("support@res-pe.example"),
  SOCIAL_FACEBOOK_URL: z.url({ protocol: /^https?$/ }).default("https://www.facebook.com/"),
  SOCIAL_TWITTER_URL: z.url({ protocol: /^https?$/ }).default("https://x.com/"),
  SOCIAL_INSTAGRAM_URL: z.url({ protocol: /^https?$/ }).default("https://www.instagram.com/"),
  SOCIAL_GITHUB_URL: z.url({ protocol: /^https?$/ }).default("https://github.com/"),
});

/** The variables above, so the start script can tell when a rebuild is due. */
export const SITE_ENV_KEYS = Object.keys(siteEnvSchema.shape);

const env = parseEnv(siteEnvSchema, Object.fromEntries(SITE_ENV_KEYS.map((key) => [key, process.env[key]])));

export const siteConfig = {
  name: "Res-pe",
  tagline: "Discover, Cook, Savor – Your Culinary Journey Starts Here!",
  description:
    "Res-pe is a free recipe finder for home cooks: discover recipes of every cuisine, ask an AI chef what to cook with what you have, and share your own.",
  firstYear: 2025,
  creator: "Made with care by the Res-pe team",
  contact: {
    phone: env.CONTACT_PHONE,
    email: env.CONTACT_EMAIL,
    address: "123 Recipe Lane, Flavor Town, FT 00000",
    socialHandle: "@ResPeChef",
  },
  social: [
    { name: "Facebook", href: env.SOCIAL_FACEBOOK_URL },
    { name: "Twitter", href: env.SOCIAL_TWITTER_URL },
    { name: "Instagram", href: env.SOCIAL_INSTAGRAM_URL },
    { name: "GitHub", href: env.SOCIAL_GITHUB_URL },
  ],
  /** The seed's Category menu, in its order. */
  menuCategories: ["Dessert", "Side", "Starter", "Vegan", "Vegetarian"],
} as const;

export type SocialNetwork = (typeof siteConfig.social)[number]["name"];

/** "© 2025 Res-pe", or "© 2025–2027 Res-pe" once the year has moved on. */
export function copyrightLine(now = new Date()): string {
  const year = now.getFullYear();
  const span = year > siteConfig.firstYear ? `${siteConfig.firstYear}–${year}` : `${siteConfig.firstYear}`;
  return `© ${span} ${siteConfig.name}`;
}
