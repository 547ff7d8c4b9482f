import Link from "next/link";

/**
 * One plain line where the meat-free rule left meals out of a list (the Recipe Finder, the
 * pantry's matches), so a cook searching "chicken" knows why they see none, and where to change it.
 * Nothing when the rule hid nothing.
 */
export function MeatFreeNotice({ hidden }: { hidden: number }) {
  if (hidden <= 0) return null;
  const dishes = hidden === 1 ? "1 chicken, beef or pork dish is" : `${hidden.toLocaleString("en")} chicken, beef or pork dishes are`;
  return (
    <p className="meat-free-notice">
      {dishes} hidden — Res-pe is meat-free by default. <Link href="/account#meat-dishes">Change this in your account</Link>.
    </p>
  );
}
