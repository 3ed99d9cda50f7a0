import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

/*
 * The one module that imports chart.js. The charts load it with import() when they first draw, so Vite
 * makes it a chunk of its own that only the Analytics screen fetches: no other admin screen and no reader
 * page carries it. Only the parts drawn here are registered, so the rest of chart.js is left out.
 */
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Filler,
);

export type ChartKind = "bar" | "line";
export type ChartTone = "brand" | "emerald";

export interface ChartData {
  kind: ChartKind;
  tone: ChartTone;
  /** What one value is, for the tooltip: "Reads", "Subscribers". */
  label: string;
  /** The x axis's labels (short dates) and the values, in the same order. */
  labels: string[];
  values: number[];
}

/**
 * Tailwind's colours for each theme (app.css's brand and Tailwind's slate and emerald), chosen to read
 * on the card's background: white in the light theme, slate-900 in the dark one.
 */
const PALETTE = {
  light: {
    brand: { line: "#1d4ed8", fill: "rgba(29, 78, 216, 0.14)" },
    emerald: { line: "#047857", fill: "rgba(4, 120, 87, 0.14)" },
    grid: "#e2e8f0",
    text: "#475569",
    tooltip: { background: "#0f172a", text: "#f8fafc" },
  },
  dark: {
    brand: { line: "#93c5fd", fill: "rgba(147, 197, 253, 0.22)" },
    emerald: { line: "#6ee7b7", fill: "rgba(110, 231, 183, 0.2)" },
    grid: "#1e293b",
    text: "#94a3b8",
    tooltip: { background: "#f1f5f9", text: "#0f172a" },
  },
} as const;

const shownTheme = (): keyof typeof PALETTE => (document.documentElement.classList.contains("dark") ? "dark" : "light");

type AnyChart = Chart<ChartKind, number[], string>;

/** Sets the chart's colours for the theme the page shows now. */
function applyColours(chart: AnyChart, { kind, tone }: Pick<ChartData, "kind" | "tone">) {
  const palette = PALETTE[shownTheme()];
  const dataset = chart.data.datasets[0];
  if (dataset) {
    Object.assign(dataset, {
      backgroundColor: kind === "bar" ? palette[tone].line : palette[tone].fill,
      borderColor: palette[tone].line,
      pointBackgroundColor: palette[tone].line,
    });
  }
  for (const axis of ["x", "y"] as const) {
    const scale = chart.options.scales?.[axis];
    if (!scale) continue;
    if (scale.ticks) scale.ticks.color = palette.text;
    if (scale.grid) scale.grid.color = palette.grid;
    if (scale.border) scale.border.color = palette.grid;
  }
  const tooltip = chart.options.plugins?.tooltip;
  if (tooltip) {
    tooltip.backgroundColor = palette.tooltip.background;
    tooltip.titleColor = palette.tooltip.text;
    tooltip.bodyColor = palette.tooltip.text;
  }
}

/**
 * Draws a one-series chart on `canvas`, coloured for the shown theme, and redraws it in the other
 * theme's colours when the `dark` class on <html> changes. `destroy()` removes both.
 */
export function drawChart(canvas: HTMLCanvasElement, data: ChartData): { destroy(): void } {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const chart: AnyChart = new Chart<ChartKind, number[], string>(canvas, {
    type: data.kind,
    data: {
      labels: data.labels,
      datasets: [
        {
          label: data.label,
          data: data.values,
          borderWidth: 2,
          borderRadius: data.kind === "bar" ? 3 : 0,
          fill: data.kind === "line" ? "origin" : false,
          tension: 0.25,
          pointRadius: data.values.length > 31 ? 0 : 3,
          pointHoverRadius: 5,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: still ? false : { duration: 300 },
      font: { family: getComputedStyle(canvas).fontFamily },
      interaction: { mode: "index", intersect: false },
      scales: {
        x: { ticks: { autoSkip: true, maxRotation: 0 }, grid: { display: false }, border: {} },
        y: { beginAtZero: true, ticks: { precision: 0 }, grid: {}, border: { display: false } },
      },
      plugins: { tooltip: { displayColors: false } },
    },
  });
  applyColours(chart, data);
  chart.update("none");

  const observer = new MutationObserver(() => {
    applyColours(chart, data);
    chart.update("none");
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return {
    destroy() {
      observer.disconnect();
      chart.destroy();
    },
  };
}
