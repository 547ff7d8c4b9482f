import Link from "next/link";
import { headers } from "next/headers";
import { REQUESTED_PATH_HEADER, SHARED_PAGE_PREFIX } from "@/config/routes";
import { shareLinkStateOf } from "@/lib/cookbook";

const SAYS = {
  revoked: { title: "This link was turned off by its owner", text: "The cook who shared it turned it off. Ask them for a new link if you still need it." },
  expired: { title: "This link has expired", text: "It worked for a set time, which is over. Ask the cook who shared it for a new link." },
  unknown: { title: "This link does not work", text: "There is nothing shared at this address: it may be mistyped, or what it showed was deleted." },
} as const;

/**
 * Why a share link shows nothing (HTTP 404): the request gate names the path asked for, so the
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
