import Link from "next/link";
import { headers } from "next/headers";
import { GONE_PAGES } from "@/config/gone-pages";
import { REQUESTED_PATH_HEADER, SHARED_PAGE_PREFIX } from "@/config/routes";
import { shareLinkStateOf } from "@/lib/cookbook";

// A turned-off or expired link is answered 410 by the request gate with the same words; a link
// that stops between the gate and the page is said here.
const SAYS = {
  revoked: GONE_PAGES["link-turned-off"],
  expired: GONE_PAGES["link-expired"],
  unknown: { title: "This link does not work", text: "There is nothing shared at this address: it may be mistyped, or what it showed was deleted." },
} as const;

/**
 * Why a share link shows nothing (HTTP 404: unknown, or what it opened was deleted): the request gate names the path asked for, so the
 * state is looked up again here, without counting a view.
 */
export default async function SharedNotFound() {
  const path = (await headers()).get(REQUESTED_PATH_HEADER) ?? "";
  const token = path.startsWith(SHARED_PAGE_PREFIX) ? path.slice(SHARED_PAGE_PREFIX.length).split("?")[0]! : "";
  const state = await shareLinkStateOf(token);
  const { title, text } = SAYS[state === "active" ? "unknown" : state];
  return (
    <div className="content not-found">
      <h1 className="page-title">{title}</h1>
      <p>{text}</p>
      <p>
        <Link className="button" href="/">
          Go to Res-pe
        </Link>
      </p>
    </div>
  );
}
