import fs from "node:fs";
import path from "node:path";
import { SAMPLE_SITE_URL } from "./samples";

/**
 * The settings a test run starts from, whatever the developer's shell or .env says: every
 * variable that .env.example documents is blanked (an empty value means "not set" to lib/platform/config,
 * and @next/env never overrides a variable that exists), then the given ones are set. So a PORT,
 * SITE_URL, HOST, MEAL_SOURCE or SMTP_URL in someone's environment changes nothing.
 */
export function pinnedSettings(pinned: Record<string, string>): Record<string, string> {
  const documented = fs
    // Every command that runs tests starts in the project folder.
    .readFileSync(path.join(process.cwd(), ".env.example"), "utf8")
    .split("\n")
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((key): key is string => key !== undefined);
  return {
    ...Object.fromEntries(documented.map((key) => [key, ""])),
    // Hosts that Res-pe treats as ephemeral when these are set (lib/platform/config/server.ts).
    VERCEL: "",
    AWS_LAMBDA_FUNCTION_NAME: "",
    NETLIFY: "",
    NEXTAUTH_URL: "",
    SITE_URL: SAMPLE_SITE_URL,
    ...pinned,
  };
}
