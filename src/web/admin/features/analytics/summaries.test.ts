import { describe, expect, it } from "vitest";
import { dayLabel, longDay } from "./format.js";
import { subscriberChange, subscribersSummary, viewsSummary } from "./summaries.js";

describe("the Analytics charts in words", () => {
  it("names the total and the busiest day (the first of equal days), with thousands separated", () => {
    const viewsPerDay = [
      { day: "2026-11-25", reads: 200 },
      { day: "2026-11-26", reads: 1034 },
      { day: "2026-11-27", reads: 1034 },
    ];
    expect(viewsSummary({ days: 7, viewsPerDay, totalReads: 2268 })).toBe(
      "Views per day, last 7 days: 2,268 reads in total, most on 26 November 2026 (1,034)",
    );
    expect(viewsSummary({ days: 30, viewsPerDay: [{ day: "2026-11-27", reads: 1 }], totalReads: 1 })).toBe(
      "Views per day, last 30 days: 1 read in total, most on 27 November 2026 (1)",
    );
  });

  it("says when nothing was counted", () => {
    expect(viewsSummary({ days: 90, viewsPerDay: [{ day: "2026-11-27", reads: 0 }], totalReads: 0 })).toBe(
      "Views per day, last 90 days: no reads counted",
    );
  });

  it("tells the subscribers' start and end, or that they stayed the same", () => {
    const subscribers = [
      { day: "2026-10-29", total: 9 },
      { day: "2026-11-27", total: 12 },
    ];
    expect(subscribersSummary({ days: 30, subscribers })).toBe(
      "Confirmed subscribers, last 30 days: 12 on 27 November 2026, from 9 on 29 October 2026",
    );
    expect(subscriberChange(subscribers)).toBe("+3");
    expect(subscriberChange([...subscribers].reverse())).toBe("\u22123");
    const flat = [
      { day: "2026-11-26", total: 0 },
      { day: "2026-11-27", total: 0 },
    ];
    expect(subscribersSummary({ days: 7, subscribers: flat })).toBe("Confirmed subscribers, last 7 days: 0 throughout");
    expect(subscriberChange(flat)).toBe("0");
  });

  it("writes the UTC day the server counted, whatever the browser's time zone", () => {
    expect(dayLabel("2026-01-01")).toBe("1 Jan");
    expect(longDay("2026-12-31")).toBe("31 December 2026");
  });
});
