import { Toaster } from "@/components/ui/toaster";
import { siteConfig } from "@/config/site";
import { loadConfig } from "@/lib/platform/config";
import { fieldErrorTranslations, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";
import { ContactForm } from "./contact-form";

/**
 * The Contact page, shared by /contactHome (visitors, static English), /lang/<locale>/contactHome
 * and /contact (signed in), in `locale`. The form gets its words and the translations of the
 * schema's and the server's English messages as props.
 */
export function ContactContent({ locale }: { locale: Locale }) {
  const { contactPhone: phone, contactEmail: email } = loadConfig().site;
  const { address, socialHandle } = siteConfig.contact;
  const t = translatorFor(locale, "contact");
  return (
    <div className="content">
      <Toaster />
      <h1 className="page-title">{t("heading")}</h1>
      {/* A plain <img>, as the logo (components/layout/brand.tsx): next/image would pass the SVG through unchanged, and its client component was most of /contact's page script. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimize in an SVG */}
      <img className="banner" src="/images/contact-hero.svg" alt={t("bannerAlt")} width={800} height={320} fetchPriority="high" decoding="async" />
      <p>{t("intro")}</p>

      <h2>{t("connectHeading")}</h2>
      <ul className="connect-list">
        <li>
          <strong>{t("phone")}</strong>
          <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>
        </li>
        <li>
          <strong>{t("email")}</strong>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <strong>{t("address")}</strong>
          {address}
        </li>
        <li>
          <strong>{t("social")}</strong>
          {socialHandle}
        </li>
      </ul>

      <h2 id="send-us-a-message">{t("formHeading")}</h2>
      <ContactForm text={plainMessages(locale, "contact")} translations={fieldErrorTranslations(locale)} />
    </div>
  );
}
