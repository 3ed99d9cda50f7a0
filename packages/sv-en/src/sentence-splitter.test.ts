import { describe, expect, it } from "vitest";
import { type Abbreviations, splitSentences } from "./sentence-splitter.js";

/** CPU time of this process, in ms: unlike the wall clock, not stretched by other processes on a busy machine. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU ms of `runs` runs of `work`. */
function timed(work: () => unknown, runs: number): number {
  const started = cpuMs();
  for (let i = 0; i < runs; i++) work();
  return cpuMs() - started;
}

/**
 * How many times as long `work` takes on `build(size)` as on `build(size / 16)`: about 16 for linear work,
 * 256 for quadratic. A ratio in one run, so it holds on a slow or busy machine, where a time limit does not
 * (the app's tests/support/linear-time.ts does the same; this package imports nothing from outside it).
 * Warmed up, batches of at least 10 ms, interleaved, the fastest of three rounds of each size compared.
 */
function growth(build: (size: number) => string, size: number, work: (text: string) => unknown): number {
  const inputs = [build(Math.round(size / 16)), build(size)];
  const runs = inputs.map((text) => {
    let n = 1;
    while (timed(() => work(text), n) < 10 && n < 100_000) n *= 4;
    return n;
  });
  const fastest = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let round = 0; round < 3; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      fastest[i] = Math.min(fastest[i]!, timed(() => work(inputs[i]!), runs[i]!) / runs[i]!);
    }
  }
  return fastest[1]! / fastest[0]!;
}

/** The most growth allowed from n to 16n: linear is 16, quadratic 256. */
const MAX_GROWTH = 128;

const ABBREVIATIONS: Abbreviations = {
  inner: new Set(["bl.a.", "t.ex.", "kl.", "ca.", "jan."]),
  closing: new Set(["m.m.", "osv."]),
};

/** The sentences only (the even pieces). */
const sentences = (text: string) => splitSentences(text, ABBREVIATIONS).filter((_, k) => k % 2 === 0);

describe("splitSentences", () => {
  it("loses nothing: the pieces join to the input", () => {
    const text = "  Första meningen. Andra!\n\nTredje?  Fjärde …\n";
    expect(splitSentences(text, ABBREVIATIONS).join("")).toBe(text);
  });

  it("splits at full stops, question and exclamation marks before a sentence opening", () => {
    expect(sentences("Polisen grep en man. Han nekar. Är det sant? Ja! 2020 kom beskedet.")).toEqual([
      "Polisen grep en man.",
      "Han nekar.",
      "Är det sant?",
      "Ja!",
      "2020 kom beskedet.",
    ]);
  });

  it("keeps whitespace between sentences, paragraph breaks included, as gaps", () => {
    expect(splitSentences("Ett.\n\nTvå.  Tre.", ABBREVIATIONS)).toEqual(["Ett.", "\n\n", "Två.", "  ", "Tre."]);
  });

  it("ends a sentence at every line break, with or without a full stop", () => {
    expect(sentences("Rubrik utan punkt\nBrödtext här")).toEqual(["Rubrik utan punkt", "Brödtext här"]);
  });

  it("does not split after abbreviations, initials or inside numbers", () => {
    expect(sentences("Partiet vill bl.a. sänka skatten. Enligt t.ex. SVT kostar det ca. 3.5 miljarder.")).toEqual([
      "Partiet vill bl.a. sänka skatten.",
      "Enligt t.ex. SVT kostar det ca. 3.5 miljarder.",
    ]);
    expect(sentences("Mötet börjar kl. 14.30, enligt S. Andersson och Anna B. Lind. Sedan åker de.")).toEqual([
      "Mötet börjar kl. 14.30, enligt S. Andersson och Anna B. Lind.",
      "Sedan åker de.",
    ]);
    expect(sentences("Det var den 3 jan. 2024 i Umeå.")).toEqual(["Det var den 3 jan. 2024 i Umeå."]);
  });

  it("splits after an abbreviation that may close a sentence", () => {
    expect(sentences("De sålde bilar, båtar m.m. Sedan gick de hem.")).toEqual([
      "De sålde bilar, båtar m.m.",
      "Sedan gick de hem.",
    ]);
  });

  it("keeps closing quotes with their sentence and splits before dash speech", () => {
    expect(sentences("Hon sa: ”Nej.” Sedan gick hon. – Vi är glada, säger han.")).toEqual([
      "Hon sa: ”Nej.”",
      "Sedan gick hon.",
      "– Vi är glada, säger han.",
    ]);
  });

  it("does not split where a lower-case word follows", () => {
    expect(sentences("– Varför då? frågar hon. Vi köpte mjölk osv. och gick.")).toEqual([
      "– Varför då? frågar hon.",
      "Vi köpte mjölk osv. och gick.",
    ]);
  });

  it("stays linear on long hostile input", () => {
    const hostile: [string, number][] = [
      ["a. ", 40_000],
      ["bl.a. ", 30_000],
      [" ", 200_000],
      ["A. ", 40_000],
    ];
    for (const [unit, times] of hostile) {
      const text = unit.repeat(times);
      expect(splitSentences(text, ABBREVIATIONS).join("")).toBe(text);
      const ratio = growth(
        (n) => unit.repeat(n),
        times,
        (t) => splitSentences(t, ABBREVIATIONS),
      );
      expect(ratio, `${JSON.stringify(unit)} × ${times}: ${ratio.toFixed(1)}x the time of a sixteenth`).toBeLessThan(
        MAX_GROWTH,
      );
    }
  });
});
