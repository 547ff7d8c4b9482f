import { forgetSessionCheck } from "@/lib/auth";
import { db } from "@/lib/platform/database";
import { LOCALE_NAMES, type Locale } from "@/lib/platform/i18n";

/**
 * The language Res-pe speaks to the cook on every device (issue 35), kept with the account. The
 * session check reads it with the account's row (lib/auth), so it is forgotten here to show the
 * next page in the new language at once. The answer's message stays English like every API
 * message; the page words the confirmation in the new language itself.
 */
export async function setLocaleForCook(userId: string, locale: Locale | null): Promise<{ locale: Locale | null; message: string }> {
  await db.user.update({ where: { id: userId }, data: { locale } });
  forgetSessionCheck(userId);
  return {
    locale,
    message: locale ? `Res-pe now speaks ${LOCALE_NAMES[locale]} to you.` : "Res-pe now follows your browser's language.",
  };
}
