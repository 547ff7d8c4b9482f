import { serverMessageTranslations, type Locale } from "@/lib/platform/i18n";
import { SERVER_WORDS_ID } from "./kitchen-text";

/**
 * The server's coded messages (a limit's 429, why a picture was refused) in the page's language,
 * once per page as data, so every client leaf's error reader (`refusalText`) words a refusal by
 * its code without each page handing the table down (issue 35). Nothing on English pages: there
 * the server's own message is the one shown.
 */
export function ServerWords({ locale }: { locale: Locale }) {
  if (locale === "en") return null;
  return <div id={SERVER_WORDS_ID} hidden data-words={JSON.stringify(serverMessageTranslations(locale))} />;
}
