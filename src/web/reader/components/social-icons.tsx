import type { SVGProps } from "react";

/** Brand marks drawn for this site (simplified outlines), decorative: the link carries the name. */
type Icon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

const base = { viewBox: "0 0 24 24", fill: "currentColor", "aria-hidden": true } as const;

export const XIcon: Icon = (props) => (
  <svg {...base} {...props}>
    <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
  </svg>
);

export const FacebookIcon: Icon = (props) => (
  <svg {...base} {...props}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z" />
  </svg>
);

export const InstagramIcon: Icon = (props) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </svg>
);

export const LinkedinIcon: Icon = (props) => (
  <svg {...base} {...props}>
    <path d="M4.98 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3.2 9h3.6v12H3.2V9Zm6.1 0h3.4v1.7h.1c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.4 2.4 4.4 5.6V21h-3.6v-5.8c0-1.4 0-3.2-1.9-3.2-2 0-2.3 1.5-2.3 3.1V21H9.3V9Z" />
  </svg>
);
