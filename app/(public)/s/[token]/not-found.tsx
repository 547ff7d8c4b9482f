import Link from "next/link";
import { headers } from "next/headers";
import { REQUESTED_PATH_HEADER, SHARED_PAGE_PREFIX } from "@/config/routes";
import { shareLinkStateOf } from "@/lib/cookbook";
import { getT } from "@/lib/web/pages";

/**
 * Why a share link shows nothing (HTTP 404: unknown, or what it opened was deleted): the request gate names the path asked for, so the
 * state is looked up again here, without counting a view.
 */
export default async function SharedNotFound() {
  const path = (await headers()).get(REQUESTED_PATH_HEADER) ?? "";
  const token = path.startsWith(SHARED_PAGE_PREFIX) ? path.slice(SHARED_PAGE_PREFIX.length).split("?")[0]! : "";
  const [state, gone, shared] = await Promise.all([shareLinkStateOf(token), getT("notFound"), getT("sharedPage")]);
  // A turned-off or expired link is answered 410 by the request gate with the same words; a link
  // that stops between the gate and the page is said here, in the visitor's language.
  const { title, text } =
    state === "revoked"
      ? { title: gone("gone.turnedOffTitle"), text: gone("gone.turnedOffText") }
      : state === "expired"
        ? { title: gone("gone.expiredTitle"), text: gone("gone.expiredText") }
        : { title: shared("unknownTitle"), text: shared("unknownText") };
  return (
    <div className="content not-found">
      <h1 className="page-title">{title}</h1>
      <p>{text}</p>
      <p>
        <Link className="button" href="/">
          {gone("gone.goToSite")}
        </Link>
      </p>
    </div>
  );
}
