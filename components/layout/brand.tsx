import Image from "next/image";
import Link from "next/link";
import { siteConfig } from "@/config/site";

/** The logo and name, linking home. */
export function Brand({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="brand">
      <Image src="/images/logo.svg" alt="" width={36} height={36} unoptimized priority />
      <span>{siteConfig.name}</span>
    </Link>
  );
}
