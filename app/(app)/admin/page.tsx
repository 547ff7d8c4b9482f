import type { Metadata } from "next";
import { CookSearch } from "@/components/account/admin/cook-search";
import { CooksList } from "@/components/account/admin/cooks-list";
import { InviteMaker } from "@/components/account/admin/invite-maker";
import { RegistrationForm } from "@/components/account/admin/registration-form";
import { SecurityLog } from "@/components/account/admin/security-log";
import { SiteFigures } from "@/components/account/admin/site-figures";
import { Toaster } from "@/components/ui/toaster";
import { requireAdminPage } from "@/lib/auth";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { adminUsersQuerySchema } from "@/lib/validations/admin";
import { adminPage } from "@/lib/web/pages";

export const metadata: Metadata = signedInPageMetadata({
  title: "Site admin",
  description: "The site's cooks, who may sign up, its figures and its security log.",
});

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin (issue 34): for the site's admins only, checked here on the server; other cooks get a 404. */
export default async function AdminPage({ searchParams }: { searchParams: Search }) {
  const admin = await requireAdminPage("/admin");
  // A malformed query shows everyone's first page rather than an error: it came from a link.
  const parsed = adminUsersQuerySchema.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : {};
  const { figures, lastBackup, registration, cooks, events } = await adminPage(query);
  return (
    <div className="container account-page admin-page">
      <Toaster />
      <h1 className="page-title">Site admin</h1>

      <section aria-labelledby="admin-figures-title" className="account-section">
        <h2 id="admin-figures-title">The site</h2>
        <SiteFigures figures={figures} lastBackup={lastBackup} />
        <p>
          {/* A plain link: the browser downloads the file as it streams (GET /api/admin/backup). */}
          <a className="button button--outline" href="/api/admin/backup" download>
            Download a backup
          </a>
        </p>
        <p className="kitchen-muted">Every table and picture in one file; bring it back with <code>npm run restore</code> (docs/DEPLOY.md).</p>
      </section>

      <section aria-labelledby="admin-sign-ups-title" className="account-section">
        <h2 id="admin-sign-ups-title">Sign-ups</h2>
        <RegistrationForm key={registration} mode={registration} />
        <InviteMaker />
      </section>

      <section aria-labelledby="admin-cooks-title" className="account-section">
        <h2 id="admin-cooks-title">Cooks</h2>
        <CookSearch query={cooks.query} />
        <CooksList list={cooks} adminId={admin.id} />
      </section>

      <section aria-labelledby="admin-log-title" className="account-section">
        <h2 id="admin-log-title">Security log</h2>
        <p>The latest events on this server, newest first (the full log is in the server&apos;s output).</p>
        <SecurityLog events={events} />
      </section>
    </div>
  );
}
