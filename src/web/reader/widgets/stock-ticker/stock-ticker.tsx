import { useEffect, useRef, useState } from "react";
import { INTERVALS_MS } from "#shared/constants.js";
import type { StockQuote } from "#shared/stocks.js";
import { cn } from "#web/ui/cn.js";
import { useFetched } from "../../lib/fetched.js";
import { fetchTicker, formatChange, formatSek, formatVolume, groupQuotes } from "./quotes.js";
import { usePrefersReducedMotion } from "../../lib/site.js";
import { Icon } from "#web/ui/icon.js";
import { useMotionHold } from "../../lib/motion-hold.js";
import { Tip } from "../../components/tip.js";

export const TICKER_ERROR_TEXT = "Market data temporarily unavailable";
/** The ticker moves 1 px every 30 ms (SPEC 9). */
const TICK_MS = 30;

function changeClass(quote: StockQuote) {
  return quote.change > 0 ? "text-emerald-300" : quote.change < 0 ? "text-red-300" : "text-slate-300";
}

function Quote({ quote, show }: { quote: StockQuote; show: "change" | "volume" }) {
  return (
    <li className="flex items-center gap-1.5 whitespace-nowrap">
      <span className="font-semibold text-white">{quote.name}</span>
      <span className="tabular-nums text-slate-200">{formatSek(quote.price)}</span>
      {show === "change" ? (
        <span className={cn("inline-flex items-center gap-0.5 tabular-nums", changeClass(quote))}>
          <Icon name={quote.change >= 0 ? "trending-up" : "trending-down"} className="h-3.5 w-3.5" />
          {formatChange(quote)}
        </span>
      ) : (
        <span className="tabular-nums text-slate-300">Vol {formatVolume(quote.volume)}</span>
      )}
    </li>
  );
}

function Group({ label, quotes, show }: { label: string; quotes: StockQuote[]; show: "change" | "volume" }) {
  if (quotes.length === 0) return null;
  return (
    <div className="flex items-center gap-3">
      <span className="rounded bg-slate-700 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wider text-slate-100">
        {label}
      </span>
      <ul className="flex items-center gap-5">
        {quotes.map((q) => (
          <Quote key={`${label}-${q.symbol}`} quote={q} show={show} />
        ))}
      </ul>
    </div>
  );
}

function Track({ quotes }: { quotes: StockQuote[] }) {
  const groups = groupQuotes(quotes);
  return (
    <div className="flex shrink-0 items-center gap-8 pr-8">
      <Group label="Top Gainers" quotes={groups.gainers} show="change" />
      <Group label="Top Losers" quotes={groups.losers} show="change" />
      <Group label="Most Active" quotes={groups.active} show="volume" />
    </div>
  );
}

/**
 * Stockholm stock ticker (SPEC 9): the first six listed stocks, refreshed every 5 minutes, grouped as
 * gainers, losers and most active, prices in SEK. It scrolls 1 px every 30 ms on one line. It holds still
 * while hovered, touched (and 5 s after), or focused from the keyboard; its Pause / Play button stops or
 * starts it at every width, and for readers who prefer less motion it starts stopped. Standing still, the
 * quotes can be scrolled by hand. When no quote could be fetched the sample quotes scroll by, and the note
 * saying so stands still on its own line under them: scrolling with the quotes it was cut to a fragment,
 * and the sample prices looked real.
 */
export function StockTicker() {
  const query = useFetched("stock-ticker", fetchTicker, { intervalMs: INTERVALS_MS.ticker });
  const viewport = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // The reader's own choice wins over the motion preference once made.
  const [choice, setChoice] = useState<boolean | null>(null);
  const running = choice ?? !reducedMotion;
  const moving = query.isSuccess && running;
  const hold = useMotionHold<HTMLElement>();

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      const el = viewport.current;
      if (!el || hold.held()) return;
      const half = el.scrollWidth / 2;
      el.scrollLeft = el.scrollLeft + 1 >= half ? 0 : el.scrollLeft + 1;
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [moving, hold]);

  const toggleLabel = running ? "Pause stock ticker" : "Play stock ticker";
  return (
    <section
      aria-label="Stockholm stock market"
      className="overflow-hidden border-b border-slate-800 bg-slate-900 text-sm text-slate-100"
      data-testid="stock-ticker"
      {...hold.handlers}
    >
      <div className="mx-auto flex h-9 max-w-7xl items-center gap-2 px-4 sm:h-10 sm:gap-3">
        <span className="shrink-0 text-[0.7rem] font-bold uppercase tracking-wider text-amber-300 sm:text-xs">
          OMX<span className="hidden sm:inline"> Stockholm</span>
        </span>
        {query.isPending ? (
          <div
            className="flex h-5 min-w-0 flex-1 items-center gap-6 overflow-hidden"
            role="status"
            aria-label="Loading market data"
          >
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-3 w-40 shrink-0 animate-pulse rounded bg-slate-700" aria-hidden="true" />
            ))}
          </div>
        ) : query.isError ? (
          <p className="min-w-0 flex-1 truncate text-slate-300">{TICKER_ERROR_TEXT}</p>
        ) : (
          <div
            ref={viewport}
            // Standing still, the quotes scroll by hand: reachable with the keyboard too.
            {...(moving ? {} : { tabIndex: 0, role: "group", "aria-label": "Stock quotes" })}
            className={cn("ticker-viewport flex min-w-0 flex-1", moving ? "overflow-hidden" : "overflow-x-auto")}
          >
            <Track quotes={query.data.quotes} />
            {moving && (
              <div aria-hidden="true" className="flex">
                <Track quotes={query.data.quotes} />
              </div>
            )}
          </div>
        )}
        {/* Always there, so nothing moves when the quotes arrive; it only acts on quotes that move. */}
        <Tip label={toggleLabel}>
          <button
            type="button"
            className="ticker-toggle"
            aria-label={toggleLabel}
            data-motion-toggle={running ? "pause" : "play"}
            disabled={!query.isSuccess}
            onClick={() => setChoice(!running)}
          >
            <Icon name={running ? "pause" : "play"} className="h-3.5 w-3.5" />
          </button>
        </Tip>
      </div>
      {query.isSuccess && query.data.sample && (
        <p
          className="mx-auto max-w-7xl px-4 pb-1.5 text-[0.7rem] leading-4 text-amber-200 sm:text-xs"
          data-testid="ticker-sample-note"
        >
          {TICKER_ERROR_TEXT} · sample quotes
        </p>
      )}
    </section>
  );
}
