import type { SiteFigures as Figures } from "@/lib/account";
import type { LastBackup } from "@/lib/platform/backup";

const BYTE_UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** Bytes as a person reads them: "3.4 MB" (1 MB = 1,000,000 bytes, as disks are sold). */
function readableBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

const backupDay = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The site's figures and its last backup, as a list of terms and values. */
export function SiteFigures({ figures, lastBackup }: { figures: Figures; lastBackup: LastBackup | null }) {
  const rows = [
    ["Cooks", `${figures.cooks.toLocaleString("en")}${figures.disabledCooks ? ` (${figures.disabledCooks.toLocaleString("en")} disabled)` : ""}`],
    ["Cooks' recipes", figures.recipes.toLocaleString("en")],
    ["Pictures stored", readableBytes(figures.pictureBytes)],
    ["Database size", readableBytes(figures.databaseBytes)],
    ["Last backup", lastBackup ? `${backupDay.format(lastBackup.takenAt)} UTC, ${readableBytes(lastBackup.bytes)}` : "None yet"],
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
