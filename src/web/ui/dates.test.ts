import { describe, expect, it } from "vitest";
import { formatLongDate, isoDate } from "./dates.js";

describe("isoDate", () => {
  it("is the Stockholm date in ISO form, the same day formatLongDate names", () => {
    const lateEvening = new Date("2026-11-21T22:30:00Z"); // 23:30 in Stockholm
    expect(isoDate(lateEvening)).toBe("2026-11-21");
    expect(formatLongDate(lateEvening)).toMatch(/^Saturday,? 21 November 2026$/);
    const afterMidnight = new Date("2026-11-21T23:30:00Z"); // 00:30 the next day in Stockholm
    expect(isoDate(afterMidnight)).toBe("2026-11-22");
    expect(formatLongDate(afterMidnight)).toMatch(/^Sunday,? 22 November 2026$/);
  });

  it("pads month and day (a valid HTML date string)", () => {
    expect(isoDate(new Date("2026-03-05T12:00:00Z"))).toBe("2026-03-05");
    expect(isoDate(new Date("2026-06-30T21:59:00Z"))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
