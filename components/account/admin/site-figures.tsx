import type { SiteFigures as Figures } from "@/lib/account";
import type { LastBackup } from "@/lib/platform/backup";
import type { translatorFor } from "@/lib/platform/i18n";

/** The admin page's translator (messages/admin.json), from the page. */
type AdminT = ReturnType<typeof translatorFor<"admin">>;


const BYTE_UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** Bytes as a person reads them: "3.4 MB" (1 MB = 1,000,000 bytes, as disks are sold). */
function readableBytes(bytes: number, number: Intl.NumberFormat): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const tenths = new Intl.NumberFormat(number.resolvedOptions().locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${unit === 0 ? number.format(value) : tenths.format(value)} ${BYTE_UNITS[unit]}`;
}


/** The site's figures and its last backup, as a list of terms and values. */
export function SiteFigures({ figures, lastBackup, t, intlTag }: { figures: Figures; lastBackup: LastBackup | null; t: AdminT; intlTag: string }) {
  // English keeps the seed's "1,234" and "3.4 MB"; German writes "1.234" and "3,4 MB".
  const number = new Intl.NumberFormat(intlTag === "en-GB" ? "en" : intlTag, { maximumFractionDigits: 1 });
  const backupDay = new Intl.DateTimeFormat(intlTag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const rows = [
    [t("figCooks"), `${number.format(figures.cooks)}${figures.disabledCooks ? ` (${t("figDisabled", { count: number.format(figures.disabledCooks) })})` : ""}`],
    [t("figRecipes"), number.format(figures.recipes)],
    [t("figPictures"), readableBytes(figures.pictureBytes, number)],
    [t("figDatabase"), readableBytes(figures.databaseBytes, number)],
    [t("figBackup"), lastBackup ? `${backupDay.format(lastBackup.takenAt)} UTC, ${readableBytes(lastBackup.bytes, number)}` : t("noneYet")],
  ];
  return (
    <dl className="admin-figures">
      {rows.map(([term, value]) => (
        <div key={term} className="admin-figures__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
