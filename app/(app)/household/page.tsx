import type { Metadata } from "next";
import { HouseholdInvites } from "@/components/household/household-invites";
import { HouseholdMembers } from "@/components/household/household-members";
import { JoinHousehold } from "@/components/household/join-household";
import { LiveRefresh } from "@/components/household/live-refresh";
import { Toaster } from "@/components/ui/toaster";
import { householdPage } from "@/lib/account";
import { requirePageUser } from "@/lib/auth";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { householdJoinQuerySchema } from "@/lib/validations/household";

export const metadata: Metadata = signedInPageMetadata({
  title: "Your household",
  description: "Share the week's plan, the shopping list and the pantry with the people you cook for.",
});

/** Every change shows in "Lately"; members come and go. */
const LIVE_AREAS = ["household", "shopping", "plan", "pantry"];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "Sam ticked Milk, 2 min ago": minutes, hours, then days, from the server's clock. */
function ago(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? "yesterday" : `${days} days ago`;
}

/** /household: who the cook cooks with, the invites, joining one (`?join=<code>`), and who did what lately. */
export default async function HouseholdPage({ searchParams }: Props) {
  const user = await requirePageUser("/household");
  // The invite link's `?join=<code>`, checked by the join route's own schema.
  const join = householdJoinQuerySchema.safeParse({ code: (await searchParams).join });
  const { household, joining, readAt: now } = await householdPage(user.id, join.success ? join.data.code : null);
  const alone = household.members.length === 1;

  return (
    <div className="container household-page">
      <Toaster />
      <LiveRefresh areas={LIVE_AREAS} />
      <h1 className="page-title">Your household</h1>
      <p className="household-intro">
        The people in your household share the week&apos;s plan, the shopping list and the pantry, and see each other&apos;s changes as they happen.
        Your saved recipes, your own recipes, your ratings and your units stay yours.
      </p>

      {joining ? (
        <section aria-labelledby="household-join-title" className="account-section household-join">
          <h2 id="household-join-title">Join a household</h2>
          <JoinHousehold code={join.success ? join.data.code : ""} joining={joining} />
        </section>
      ) : null}

      <section aria-labelledby="household-members-title" className="account-section">
        <h2 id="household-members-title">{alone ? "Just you, for now" : "Who is in it"}</h2>
        <HouseholdMembers members={household.members} role={household.role} />
      </section>

      {household.role === "owner" ? (
        <section aria-labelledby="household-invites-title" className="account-section">
          <h2 id="household-invites-title">Invite someone</h2>
          <HouseholdInvites initialInvites={household.invites} />
        </section>
      ) : null}

      <section aria-labelledby="household-activity-title" className="account-section">
        <h2 id="household-activity-title">Lately</h2>
        {household.activity.length === 0 ? (
          <p>Nothing yet. Changes to the plan, the shopping list and the pantry show here.</p>
        ) : (
          <ul className="household-activity">
            {household.activity.map((line) => (
              <li key={line.id}>
                <strong>{line.who}</strong> {line.action}
                {line.subject ? ` ${line.subject}` : ""}, <time dateTime={line.at}>{ago(line.at, now)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
