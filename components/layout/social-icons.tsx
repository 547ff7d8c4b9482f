import type { SVGProps } from "react";

const baseProps = {
  viewBox: "0 0 24 24",
  width: 24,
  height: 24,
  fill: "currentColor",
  "aria-hidden": true,
  focusable: false,
} as const;

/** A lowercase "f" knocked out of a rounded square. */
function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...baseProps} {...props}>
      <path d="M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3h-3.6v-7.2h2.5l.4-3h-2.9V9.9c0-.9.3-1.5 1.5-1.5H18V5.7a19 19 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H9.4v3h2.5V22H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z" />
    </svg>
  );
}

/** A simple "X" glyph: one bold stroke and one thin stroke. */
function TwitterIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...baseProps} {...props}>
      <path d="M2.8 3h5.6l12.8 18h-5.6zM18.6 3h2.3l-7 8-1.3-1.8zM10.4 13.2l1.3 1.8L5.4 21H3.1z" />
    </svg>
  );
}

/** A rounded camera outline with a lens ring and a flash dot. */
function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...baseProps} {...props}>
      <path
        fillRule="evenodd"
        d="M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm.1 2A3.6 3.6 0 0 0 4 7.6v8.8A3.6 3.6 0 0 0 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6A3.6 3.6 0 0 0 16.4 4zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"
      />
      <circle cx="17.3" cy="6.7" r="1.25" />
    </svg>
  );
}

/** A simplified cat silhouette knocked out of a circle. */
function GitHubIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...baseProps} {...props}>
      <path
        fillRule="evenodd"
        d="M12 1a11 11 0 1 1 0 22 11 11 0 0 1 0-22zM7.2 5.6l2.2 2.6a9.5 9.5 0 0 1 5.2 0l2.2-2.6c.6 1.4.8 3 .5 4.3.7.8 1 1.8 1 2.9 0 2.6-1.7 3.8-4.3 4.2v5.6h-4v-3.3c-1.8.4-3-.3-3.8-1.7l1.1-.4c.6 1 1.5 1.3 2.7.9V17c-2.6-.4-4.3-1.6-4.3-4.2 0-1.1.3-2.1 1-2.9-.3-1.3-.1-2.9.5-4.3z"
      />
    </svg>
  );
}

export const socialIcons = {
  Facebook: FacebookIcon,
  Twitter: TwitterIcon,
  Instagram: InstagramIcon,
  GitHub: GitHubIcon,
} as const;
