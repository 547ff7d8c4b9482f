import { ACCOUNT_MAX_BODY_BYTES, accountRateLimits, requestEmailChange } from "@/lib/account";
import { localeOfRequest } from "@/lib/platform/i18n";
import { route } from "@/lib/web/api";
import { emailChangeSchema } from "@/lib/validations/account";

/** Mails a code to the address the cook wants to move to (after checking their password). */
export const POST = route(
  {
    auth: "cook",
    limits: [
      { rule: accountRateLimits.perAddress, key: "address" },
      { rule: accountRateLimits.passwordChecks, key: "cook" },
      // Counted only for well-formed requests: each one sends a mail.
      { rule: accountRateLimits.emailCodes, key: "cook", afterBody: true },
    ],
    body: { json: emailChangeSchema, maxBytes: ACCOUNT_MAX_BODY_BYTES },
  },
  async ({ user, body, address, request }) => requestEmailChange(user, body, address, localeOfRequest(request, user.locale)),
);
