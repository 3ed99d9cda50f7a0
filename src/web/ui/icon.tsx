import type { ReactElement } from "react";

/*
 * Lucide icons (https://lucide.dev, ISC licence), drawn from this static table instead of lucide-react's
 * components on the reader pages: those build every icon's element tree again on each render, and each
 * copy repeats the same dozen attributes in the HTML. Same drawings, same `lucide lucide-<name>` classes,
 * always aria-hidden (the control around an icon carries the label). The staff screens still use
 * lucide-react.
 */
const DRAWINGS = {
  "arrow-right": (
    <>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </>
  ),
  "chevron-left": <path d="m15 18-6-6 6-6" />,
  "chevron-right": <path d="m9 18 6-6-6-6" />,
  pause: (
    <>
      <rect x="14" y="3" width="5" height="18" rx="1" />
      <rect x="5" y="3" width="5" height="18" rx="1" />
    </>
  ),
  play: <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />,
  search: (
    <>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2" />
      <path d="M12 20v2" />
      <path d="m4.93 4.93 1.41 1.41" />
      <path d="m17.66 17.66 1.41 1.41" />
      <path d="M2 12h2" />
      <path d="M20 12h2" />
      <path d="m6.34 17.66-1.41 1.41" />
      <path d="m19.07 4.93-1.41 1.41" />
    </>
  ),
  moon: (
    <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
  ),
  menu: (
    <>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </>
  ),
  x: (
    <>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </>
  ),
  rss: (
    <>
      <path d="M4 11a9 9 0 0 1 9 9" />
      <path d="M4 4a16 16 0 0 1 16 16" />
      <circle cx="5" cy="19" r="1" />
    </>
  ),
  cookie: (
    <>
      <path d="M11 17h.01" />
      <path d="M11.496 2c.324-.016.558.292.529.615a4 4 0 004.235 4.368.713.713 0 01.758.757 4 4 0 004.366 4.237c.323-.03.63.204.614.527a10 10 0 01-2.915 6.566A1 1 0 114.93 4.918 10 10 0 0111.496 2" />
      <path d="M12 12h.01" />
      <path d="M16 16h.01" />
      <path d="M16 3h.01" />
      <path d="M21 4h.01" />
      <path d="M21 8h.01" />
      <path d="M7 14h.01" />
      <path d="M9 8h.01" />
    </>
  ),
  siren: (
    <>
      <path d="M7 18v-6a5 5 0 1 1 10 0v6" />
      <path d="M5 21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-1a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2z" />
      <path d="M21 12h1" />
      <path d="M18.5 4.5 18 5" />
      <path d="M2 12h1" />
      <path d="M12 2v1" />
      <path d="m4.929 4.929.707.707" />
      <path d="M12 12v6" />
    </>
  ),
  "trending-up": (
    <>
      <path d="M16 7h6v6" />
      <path d="m22 7-8.5 8.5-5-5L2 17" />
    </>
  ),
  "trending-down": (
    <>
      <path d="M16 17h6v-6" />
      <path d="m22 17-8.5-8.5-5 5L2 7" />
    </>
  ),
  "message-square": (
    <path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z" />
  ),
  "message-square-reply": (
    <>
      <path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z" />
      <path d="m10 8-3 3 3 3" />
      <path d="M17 14v-1a2 2 0 0 0-2-2H7" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
  user: (
    <>
      <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
      <circle cx="12" cy="7" r="4" />
    </>
  ),
  "loader-circle": <path d="M21 12a9 9 0 1 1-6.219-8.56" />,
  "refresh-cw": (
    <>
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
      <path d="M2 12h20" />
    </>
  ),
  tv: (
    <>
      <path d="m17 2-5 5-5-5" />
      <rect width="20" height="15" x="2" y="7" rx="2" />
    </>
  ),
  newspaper: (
    <>
      <path d="M15 18h-5" />
      <path d="M18 14h-8" />
      <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2" />
      <rect width="8" height="4" x="10" y="6" rx="1" />
    </>
  ),
  briefcase: (
    <>
      <path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
      <rect width="20" height="14" x="2" y="6" rx="2" />
    </>
  ),
  "life-buoy": (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m4.93 4.93 4.24 4.24" />
      <path d="m14.83 9.17 4.24-4.24" />
      <path d="m14.83 14.83 4.24 4.24" />
      <path d="m9.17 14.83-4.24 4.24" />
      <circle cx="12" cy="12" r="4" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof DRAWINGS;
export const ICON_NAMES = Object.keys(DRAWINGS) as IconName[];

/**
 * Icons a page shows many times (carousel and pagination arrows, pause and play, the View All / View More
 * arrow, search): drawn once in <IconSprite /> and shown with <use>, so each copy costs a few bytes.
 */
const SPRITE = [
  "arrow-right",
  "chevron-left",
  "chevron-right",
  "pause",
  "play",
  "search",
] as const satisfies IconName[];

/** Lucide's class names (loader-circle keeps its old name, loader-2, as lucide-react does). */
function lucideClasses(name: IconName): string {
  return name === "loader-circle" ? "lucide lucide-loader-circle lucide-loader-2" : `lucide lucide-${name}`;
}

const spriteId = (name: IconName) => `icon-${name}`;

/** Each sprite icon's <use>, built once. */
const USES = new Map<IconName, ReactElement>(
  SPRITE.map((name) => [name, <use key={name} href={`#${spriteId(name)}`} />]),
);

const SPRITE_SVG = (
  <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
    {SPRITE.map((name) => (
      <symbol key={name} id={spriteId(name)} viewBox="0 0 24 24">
        {DRAWINGS[name]}
      </symbol>
    ))}
  </svg>
);

/** The shared drawings, once per page (root layout). */
export function IconSprite() {
  return SPRITE_SVG;
}

/**
 * A decorative Lucide icon. `className` sets its size (h-4 w-4…): the <svg> carries no width or height of
 * its own, and its stroke comes from app.css (`.lucide`), for the sprite's drawings as for the others.
 */
export function Icon({ name, className }: { name: IconName; className: string }) {
  const classes = `${lucideClasses(name)} ${className}`;
  const use = USES.get(name);
  return use ? (
    <svg className={classes} aria-hidden="true">
      {use}
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" className={classes} aria-hidden="true">
      {DRAWINGS[name]}
    </svg>
  );
}
