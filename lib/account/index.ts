import "server-only";

/**
 * The account page (`/account`): a signed-in cook changes their name, password or email
 * (confirmed by a code mailed to the new address), downloads their data, or deletes their
 * account. Each change that matters asks for the password again and leaves a security event;
 * sessions and hashing are lib/auth's, the ranking's recount lib/ranking's.
 */
export { ACCOUNT_DELETED, deleteOwnAccount } from "./delete-account";
export { exportAccountData, type AccountExport } from "./data-export";
export {
  EMAIL_CHANGED,
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_VALID_MINUTES,
  INVALID_EMAIL_CODE,
  SAME_EMAIL,
  confirmEmailChange,
  emailCodeSent,
  pendingEmailChange,
  requestEmailChange,
} from "./email-change";
export { ACCOUNT_MAX_BODY_BYTES, accountRateLimits } from "./limits";
export { WRONG_PASSWORD } from "./password-check";
export { NAME_CHANGED, PASSWORD_CHANGED_HERE, changeName, changePassword } from "./profile";
