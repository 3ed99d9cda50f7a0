import { describe, expect, it } from "vitest";
import { nextAutoScroll } from "./auto-scroll.js";

const strip = (scrollLeft: number) => ({ scrollLeft, clientWidth: 1000, scrollWidth: 2000 });

describe("nextAutoScroll", () => {
  it("steps forward by the step size", () => {
    expect(nextAutoScroll(strip(0), 1, 320)).toEqual({ direction: 1, left: 320 });
  });

  it("stops at the end instead of overshooting", () => {
    expect(nextAutoScroll(strip(900), 1, 320)).toEqual({ direction: 1, left: 1000 });
  });

  it("reverses at the end and walks back", () => {
    expect(nextAutoScroll(strip(1000), 1, 400)).toEqual({ direction: -1, left: 600 });
  });

  it("turns forward again at the start", () => {
    expect(nextAutoScroll(strip(0), -1, 400)).toEqual({ direction: 1, left: 400 });
  });

  it("does nothing when everything fits", () => {
    expect(nextAutoScroll({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 }, 1, 320)).toBeNull();
  });
});
