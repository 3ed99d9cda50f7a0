import { type Announcement, activeAnnouncements } from "#shared/announcements.js";
import type { Settings } from "#shared/schemas/setting.js";
import { Icon } from "#web/ui/icon.js";
import { useLiveSettings } from "../lib/site.js";

function Line({ announcements }: { announcements: Announcement[] }) {
  return (
    <span className="inline-block whitespace-nowrap pr-16 motion-reduce:whitespace-normal">
      {announcements.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: announcements are numbered slots 1 to 5
        <span key={i}>
          {i > 0 && " • "}
          <strong className="font-extrabold tracking-wide">{a.label}:</strong> {a.text}
        </span>
      ))}
    </span>
  );
}

/**
 * Emergency announcements (SPEC 4, 5, 9): the valid ones among the five settings, labelled EMERGENCY,
 * BREAKING or URGENT, joined with ' • ', scrolling on a red banner over 75 s. Hidden when none is valid.
 * Hovering pauses the scroll; with reduced motion the text stands still and wraps.
 */
export function EmergencyBanner({ settings }: { settings: Settings }) {
  const announcements = activeAnnouncements(settings);
  if (announcements.length === 0) return null;
  return (
    <section aria-label="Emergency announcements" className="bg-red-700 text-white" data-testid="emergency-banner">
      <div className="mx-auto flex max-w-7xl items-stretch">
        <div className="flex shrink-0 items-center gap-2 bg-red-800 px-4 py-2 text-sm font-extrabold uppercase tracking-wider">
          <Icon name="siren" className="h-4 w-4" />
          <span className="hidden sm:inline">Alert</span>
        </div>
        <div className="group relative flex-1 overflow-hidden py-2 text-sm">
          <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
            <p className="px-4" data-testid="emergency-text">
              <Line announcements={announcements} />
            </p>
            <p className="px-4 motion-reduce:hidden" aria-hidden="true">
              <Line announcements={announcements} />
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

export interface LiveEmergencyBannerProps {
  /** The announcement settings as the server rendered them (`announcementSettings`). */
  settings: Settings;
}

/**
 * The emergency banner kept up to date: the settings are asked for every 30 s (SPEC 9), so an announcement
 * staff publish or withdraw shows or goes without a reload. The only part of a reader page that polls them.
 */
export function LiveEmergencyBanner({ settings }: LiveEmergencyBannerProps) {
  const live = useLiveSettings(settings);
  return <EmergencyBanner settings={live} />;
}
