import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findStory, STORY_THRESHOLD, storySimilarity, storyStems } from "./story-grouping.js";

interface LabelledPair {
  same: boolean;
  a: [string, string];
  b: [string, string];
}
const { pairs } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "../../../../tests/fixtures/wire-story-pairs.json"), "utf8"),
) as { pairs: LabelledPair[] };

/** What ADR 0022 measured on the labelled set; grouping may get better, never worse. */
const MEASURED = { precision: 35 / 36, recall: 35 / 36 };

describe("story grouping on the labelled Swedish pairs", () => {
  it("has a labelled set of at least 60 pairs, about half of them the same event", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(60);
    const same = pairs.filter((p) => p.same).length;
    expect(same).toBeGreaterThanOrEqual(30);
    expect(pairs.length - same).toBeGreaterThanOrEqual(30);
  });

  it("keeps the precision and recall ADR 0022 measured", () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    for (const pair of pairs) {
      const grouped =
        storySimilarity(storyStems(pair.a[0], pair.a[1]), storyStems(pair.b[0], pair.b[1])) >= STORY_THRESHOLD;
      if (grouped && pair.same) truePositives++;
      if (grouped && !pair.same) falsePositives++;
      if (!grouped && pair.same) falseNegatives++;
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    expect(precision).toBeGreaterThanOrEqual(MEASURED.precision);
    expect(recall).toBeGreaterThanOrEqual(MEASURED.recall);
  });
});

describe("storyStems and findStory", () => {
  it("keeps numbers whole, drops common words and cuts words to their stem", () => {
    expect([...storyStems("Stormen slår ut strömmen för 14 000 hushåll", "Räntan 2,25 procent")]).toEqual([
      "storm",
      "slår",
      "ström",
      "14000",
      "hushå",
      "ränta",
      "2_25",
      "proce",
    ]);
  });

  it("joins the most similar story of another source, never one that already has an item from the same source", () => {
    const stems = storyStems("Storm slog ut strömmen för 14 000 hushåll", null);
    const same = storyStems("Stormen slår ut strömmen – 14 000 hushåll utan el", null);
    expect(findStory(1, stems, [{ id: 5, sourceId: 2, storyKey: 5, stems: same }])).toBe(5);
    expect(findStory(2, stems, [{ id: 5, sourceId: 2, storyKey: 5, stems: same }])).toBeNull();
    // Story 5 already has source 1's telling (item 6): another item of source 1 does not join it.
    expect(
      findStory(1, stems, [
        { id: 5, sourceId: 2, storyKey: 5, stems: same },
        { id: 6, sourceId: 1, storyKey: 5, stems: same },
      ]),
    ).toBeNull();
    const other = storyStems("Regeringen föreslår sänkt skatt på pension", null);
    expect(findStory(1, stems, [{ id: 7, sourceId: 2, storyKey: 7, stems: other }])).toBeNull();
  });
});
