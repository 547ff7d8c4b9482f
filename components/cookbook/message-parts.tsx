import { Fragment, type ReactNode } from "react";

/**
 * A message whose placeholders are parts of the page (a name in bold, a date): the words between
 * them stay where the language puts them ("{name} hat es am {date} gekocht"). For server and
 * client alike: a client leaf gets the message as a plain string.
 */
export function fillParts(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/\{(\w+)\}/).map((piece, index) => (
    <Fragment key={index}>{index % 2 === 1 && Object.hasOwn(parts, piece) ? parts[piece] : piece}</Fragment>
  ));
}
