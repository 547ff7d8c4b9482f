import type { Metadata } from "next";
import { CookSearch } from "@/components/account/admin/cook-search";
import { CooksList } from "@/components/account/admin/cooks-list";
import { InviteMaker } from "@/components/account/admin/invite-maker";
import { RegistrationForm } from "@/components/account/admin/registration-form";
import { SecurityLog } from "@/components/account/admin/security-log";
import { SiteFigures } from "@/components/account/admin/site-figures";
import { Toaster } from "@/components/ui/toaster";
import { requireAdminPage } from "@/lib/auth";
import { INTL_TAGS, plainMessages } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { adminUsersQuerySchema } from "@/lib/validations/admin";
import { adminPage, getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("admin");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin (issue 34): for the site's admins only, checked here on the server; other cooks get a 404. */
export default async function AdminPage({ searchParams }: { searchParams: Search }) {
  const admin = await requireAdminPage("/admin");
  // A malformed query shows everyone's first page rather than an error: it came from a link.
  const parsed = adminUsersQuerySchema.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : {};
  const [{ figures, lastBackup, registration, cooks, events }, locale, t] = await Promise.all([adminPage(query), getLocale(), getT("admin")]);
  const text = plainMessages(locale, "admin");
  const english = locale === "en";
  const intlTag = INTL_TAGS[locale];
  return (
    <div className="container account-page admin-page">
      <Toaster />
      <h1 className="page-title">{t("title")}</h1>

      <section aria-labelledby="admin-figures-title" className="account-section">
        <h2 id="admin-figures-title">{t("siteTitle")}</h2>
        <SiteFigures figures={figures} lastBackup={lastBackup} t={t} intlTag={intlTag} />
        <p>
          {/* A plain link: the browser downloads the file as it streams (GET /api/admin/backup). */}
          <a className="button button--outline" href="/api/admin/backup" download>
            {t("backup")}
          </a>
        </p>
        <p className="kitchen-muted">{t.rich("backupHint", { code: (chunks) => <code translate="no">{chunks}</code> })}</p>
      </section>

      <section aria-labelledby="admin-sign-ups-title" className="account-section">
        <h2 id="admin-sign-ups-title">{t("signUpsTitle")}</h2>
        <RegistrationForm key={registration} mode={registration} text={text} english={english} />
        <InviteMaker text={text} english={english} intlTag={intlTag} />
      </section>

      <section aria-labelledby="admin-cooks-title" className="account-section">
        <h2 id="admin-cooks-title">{t("cooksTitle")}</h2>
        <CookSearch query={cooks.query} t={t} />
        <CooksList list={cooks} adminId={admin.id} t={t} intlTag={english ? "en-GB" : intlTag} actionsText={{ ...text, english }} />
      </section>

      <section aria-labelledby="admin-log-title" className="account-section">
        <h2 id="admin-log-title">{t("logTitle")}</h2>
        <p>{t("logIntro")}</p>
        <SecurityLog events={events} t={t} />
      </section>
    </div>
  );
}
