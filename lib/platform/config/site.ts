import { z } from "zod";
import { parseEnv, pick, type Env } from "./parse-env";

/**
 * What the public site says about itself that an operator may change. Built into the prerendered
 * public pages: change a value, then rebuild (`npm start` rebuilds by itself when one changes).
 */
const siteEnvSchema = z.object({
  CONTACT_PHONE: z.string().min(3).max(40).default("+1 (555) 010-2025"),
  CONTACT_EMAIL: z.email().default("support@res-pe.example"),
  SOCIAL_FACEBOOK_URL: z.url({ protocol: /^https?$/ }).default("https://www.facebook.com/"),
  SOCIAL_TWITTER_URL: z.url({ protocol: /^https?$/ }).default("https://x.com/"),
  SOCIAL_INSTAGRAM_URL: z.url({ protocol: /^https?$/ }).default("https://www.instagram.com/"),
  SOCIAL_GITHUB_URL: z.url({ protocol: /^https?$/ }).default("https://github.com/"),
});

/** The variables above, so the start command can tell when a rebuild is due. */
export const SITE_ENV_KEYS = Object.keys(siteEnvSchema.shape);

type SocialNetwork = "Facebook" | "Twitter" | "Instagram" | "GitHub";

export type SiteSection = {
  contactPhone: string;
  contactEmail: string;
  /** The footer's links, in its order. */
  social: { name: SocialNetwork; href: string }[];
};

export function parseSiteSection(env: Env): SiteSection {
  const e = parseEnv(siteEnvSchema, pick(env, SITE_ENV_KEYS));
  return {
    contactPhone: e.CONTACT_PHONE,
    contactEmail: e.CONTACT_EMAIL,
    social: [
      { name: "Facebook", href: e.SOCIAL_FACEBOOK_URL },
      { name: "Twitter", href: e.SOCIAL_TWITTER_URL },
      { name: "Instagram", href: e.SOCIAL_INSTAGRAM_URL },
      { name: "GitHub", href: e.SOCIAL_GITHUB_URL },
    ],
  };
}
