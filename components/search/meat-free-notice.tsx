import Link from "next/link";
import type { ReactNode } from "react";
import { INTL_TAGS, translatorFor, type Locale } from "@/lib/platform/i18n";

/**
 * One plain line where the meat-free rule left meals out of a list (the Recipe Finder, the
 * pantry's matches), so a cook searching "chicken" knows why they see none, and where to change it.
 * Nothing when the rule hid nothing.
 */
export function MeatFreeNotice({ hidden, locale = "en" }: { hidden: number; locale?: Locale }) {
  if (hidden <= 0) return null;
  const t = translatorFor(locale, "home");
  const account = (chunks: ReactNode) => <Link href="/account#meat-dishes">{chunks}</Link>;
  return (
    <p className="meat-free-notice">
      {hidden === 1 ? t.rich("meatFree.one", { account }) : t.rich("meatFree.many", { count: hidden.toLocaleString(INTL_TAGS[locale]), account })}
    </p>
  );
}
