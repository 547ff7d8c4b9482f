import { AccountMenu } from "./account-menu";
import { Brand } from "./brand";
import { PrimaryNav } from "./primary-nav";
import { getT } from "@/lib/web/pages";

/**
 * The signed-in header: the logo, the five main destinations (tabs at the bottom on a phone) and
 * the account menu. The seed's other links live in the footer (SiteFooter's `signedIn` links):
 * About, Contact, Tips and the five categories of its Category menu.
 */
/** `cookName` is left out only where no cook is known to the server (the static offline page). */
export async function AppNavBar({ cookName, isAdmin }: { cookName?: string; isAdmin?: boolean }) {
  const t = await getT("layout");
  const labels = { main: t("mainNav"), find: t("find"), pantry: t("pantry"), plan: t("plan"), list: t("list"), myRecipes: t("myRecipes") };
  return (
    <header className="site-header app-nav">
      <div className="container site-header__inner">
        <Brand href="/home" />
        <PrimaryNav labels={labels} />
        <AccountMenu name={cookName} isAdmin={isAdmin} />
      </div>
    </header>
  );
}
