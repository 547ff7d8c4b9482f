/** The one way mail leaves Res-pe (SMTP, or the database's outbox), and the mails it sends. */
export { sendMail } from "./mailer";
export { passwordResetMail } from "./password-reset-mail";
export { emailAlreadyUsedMail, emailChangeCodeMail, emailChangedMail, passwordChangedMail } from "./account-mails";
export { accountExistsMail } from "./account-exists-mail";
export { householdInviteMail } from "./household-mails";
