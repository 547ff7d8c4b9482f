import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { AiChef } from "@/components/chef/ai-chef";
import { fieldErrorTranslations, plainMessages } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("chef");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

export default async function AiChefPage() {
  await requirePageUser("/aiChef");
  const locale = await getLocale();
  const text = plainMessages(locale, "chef");
  const pantry = plainMessages(locale, "pantry");
  return (
    <div className="content chef">
      <h1 className="page-title">{text.title}</h1>
      <AiChef
        text={text}
        english={locale === "en"}
        haveText={{ haveAll: pantry.haveAll, haveSome: pantry.haveSome }}
        fieldErrors={fieldErrorTranslations(locale, ["formErrorsKitchen"])}
      />
    </div>
  );
}
