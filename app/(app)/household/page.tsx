import type { Metadata } from "next";
import { HouseholdInvites } from "@/components/household/household-invites";
import { HouseholdMembers } from "@/components/household/household-members";
import { JoinHousehold } from "@/components/household/join-household";
import { LiveRefresh } from "@/components/household/live-refresh";
import { Toaster } from "@/components/ui/toaster";
import { householdPage, liveStart } from "@/lib/account";
import { requirePageUser } from "@/lib/auth";
import { fieldErrorTranslations, INTL_TAGS, plainMessages } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { householdJoinQuerySchema } from "@/lib/validations/household";
import { getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("household");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

type HouseholdT = Awaited<ReturnType<typeof getT<"household">>>;

/** Every change shows in "Lately"; members come and go. */
const LIVE_AREAS = ["household", "shopping", "plan", "pantry"];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "Sam ticked Milk, 2 min ago": minutes, hours, then days, from the server's clock. */
function ago(iso: string, now: number, t: HouseholdT): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return t("justNow");
  if (minutes < 60) return t("minutesAgo", { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return t("hoursAgo", { count: hours });
  const days = Math.round(hours / 24);
  return days === 1 ? t("yesterday") : t("daysAgo", { count: days });
}

/** /household: who the cook cooks with, the invites, joining one (`?join=<code>`), and who did what lately. */
export default async function HouseholdPage({ searchParams }: Props) {
  const user = await requirePageUser("/household");
  // Read before what the page shows: its live stream starts from here (components/household/live-refresh.tsx).
  const live = await liveStart(user.id);
  // The invite link's `?join=<code>`, checked by the join route's own schema.
  const join = householdJoinQuerySchema.safeParse({ code: (await searchParams).join });
  const { household, joining, readAt: now } = await householdPage(user.id, join.success ? join.data.code : null);
  const alone = household.members.length === 1;
  const [locale, t] = await Promise.all([getLocale(), getT("household")]);
  // The client leaves get the plain strings only (the activity's actions are shown from here).
  const { actions: actionWords, ...text } = plainMessages(locale, "household");
  const english = locale === "en";
  // What a member did, stored in English words ("ticked"): shown in the page's language when known.
  const actions: Record<string, string> = actionWords;
  const didWhat = (action: string, subject: string) =>
    Object.hasOwn(actions, action) ? actions[action]!.replace("{subject}", subject).trim() : `${action}${subject ? ` ${subject}` : ""}`;
  const yours =
    joining && "members" in joining
      ? [t("planned", { count: joining.planned }), t("lines", { count: joining.shopping }), t("pantryItems", { count: joining.pantry })].join(", ")
    : "";

  return (
    <div className="container household-page">
      <Toaster />
      <LiveRefresh areas={LIVE_AREAS} {...live} />
      <h1 className="page-title">{t("title")}</h1>
      <p className="household-intro">{t("intro")}</p>

      {joining ? (
        <section aria-labelledby="household-join-title" className="account-section household-join">
          <h2 id="household-join-title">{t("joinTitle")}</h2>
          <JoinHousehold
            code={join.success ? join.data.code : ""}
            joining={joining}
            yours={yours}
            text={text}
            english={english}
            invitedBy={"members" in joining ? t.rich("invitedBy", { names: joining.members.join(", "), strong: (chunks) => <strong>{chunks}</strong> }) : null}
          />
        </section>
      ) : null}

      <section aria-labelledby="household-members-title" className="account-section">
        <h2 id="household-members-title">{alone ? t("justYou") : t("whoIsIn")}</h2>
        <HouseholdMembers members={household.members} role={household.role} text={text} english={english} />
      </section>

      {household.role === "owner" ? (
        <section aria-labelledby="household-invites-title" className="account-section">
          <h2 id="household-invites-title">{t("inviteTitle")}</h2>
          <HouseholdInvites
            initialInvites={household.invites}
            text={text}
            english={english}
            intlTag={INTL_TAGS[locale]}
            fieldErrors={fieldErrorTranslations(locale)}
          />
        </section>
      ) : null}

      <section aria-labelledby="household-activity-title" className="account-section">
        <h2 id="household-activity-title">{t("latelyTitle")}</h2>
        {household.activity.length === 0 ? (
          <p>{t("nothingYet")}</p>
        ) : (
          <ul className="household-activity">
            {household.activity.map((line) => (
              <li key={line.id}>
                <strong>{line.who}</strong> {didWhat(line.action, line.subject)}, <time dateTime={line.at}>{ago(line.at, now, t)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
