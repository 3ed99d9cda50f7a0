import { type ReactNode, useId } from "react";
import { cn } from "#web/ui/cn.js";
import { Island } from "../../islands/island.js";

interface Props {
  title: string;
  /** Pixels per automatic or arrow step: 400 featured, 320 strips (SPEC 9). */
  step: number;
  /** A link beside the heading (View All, View More). */
  action?: ReactNode;
  /**
   * On phones, show the stories as a list of compact rows instead of a sideways strip (app.css): nothing
   * to swipe, nothing moving. From 640 px on it is a carousel like any other.
   */
  phoneList?: boolean;
  children: ReactNode[];
  className?: string;
  testId?: string;
}

/**
 * A horizontal story strip. It scrolls itself every 2 s and turns back near either end; an arrow click
 * pauses that for 5 s. It stands still while a mouse is over it, while a finger or pen is on it (and 5 s
 * after), while keyboard focus is inside it and while the tab is hidden. Its Pause / Play button, shown at
 * every width, stops or starts it for good; for readers who prefer reduced motion it starts stopped, and
 * they may start it. Arrows, Pause / Play and every story link are keyboard operable.
 */
export function Carousel({ title, step, action, phoneList, children, className, testId }: Props) {
  const headingId = useId();
  const listId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("min-w-0", phoneList && "carousel-phone-list", className)}
      data-testid={testId}
    >
      <div className="carousel-head">
        <div className="carousel-lead">
          <h2 id={headingId} className="carousel-title">
            {title}
          </h2>
          {action}
        </div>
        <Island name="carousel-controls" props={{ title, step, listId }} className="carousel-controls" />
      </div>
      <ul id={listId} className="carousel-track">
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the children are rendered in a fixed order by the caller
          <li key={i}>{child}</li>
        ))}
      </ul>
    </section>
  );
}
