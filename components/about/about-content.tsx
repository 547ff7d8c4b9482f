import Image from "next/image";
import { siteConfig } from "@/config/site";
import { translatorFor, type Locale } from "@/lib/platform/i18n";

/**
 * The About page, shared by /aboutHome (visitors, static English), /lang/<locale>/aboutHome (its
 * other languages) and /about (signed in), in `locale`.
 */
export function AboutContent({ locale }: { locale: Locale }) {
  const t = translatorFor(locale, "about");
  const site = siteConfig.name;
  return (
    <div className="content">
      <h1 className="page-title">{t("heading")}</h1>
      <Image className="banner" src="/images/about-hero.svg" alt={t("bannerAlt")} width={800} height={280} unoptimized priority />
      <p>{t("welcome", { site })}</p>

      <h2>{t("missionHeading")}</h2>
      <ul>
        <li>{t("mission1")}</li>
        <li>{t("mission2")}</li>
        <li>{t("mission3")}</li>
        <li>{t("mission4")}</li>
      </ul>

      <h2>{t("offerHeading")}</h2>
      <ul>
        <li>{t("offer1")}</li>
        <li>{t("offer2")}</li>
        <li>{t("offer3")}</li>
      </ul>

      <h2>{t("communityHeading")}</h2>
      <p>{t("community", { site })}</p>
    </div>
  );
}
