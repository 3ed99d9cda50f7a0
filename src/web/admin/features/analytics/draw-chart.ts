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

/** How many date labels fit an axis this wide (px) without touching. */
const dateLabelsFor = (width: number) => Math.max(3, Math.floor(width / 80));

/** A new chart on `canvas` in the colours of the theme the page shows now. */
function newChart(canvas: HTMLCanvasElement, data: ChartData, animate: boolean) {
  const palette = PALETTE[shownTheme()];
  const colour = palette[data.tone];
  return new Chart<ChartKind, number[], string>(canvas, {
    type: data.kind,
    data: {
      labels: data.labels,
      datasets: [
        {
          label: data.label,
          data: data.values,
          backgroundColor: data.kind === "bar" ? colour.line : colour.fill,
          borderColor: colour.line,
          borderWidth: data.kind === "bar" ? 0 : 2,
          borderRadius: data.kind === "bar" ? 3 : 0,
          fill: data.kind === "line" ? "origin" : false,
          tension: 0.25,
          pointBackgroundColor: colour.line,
          pointRadius: data.kind === "line" && data.values.length <= 31 ? 3 : 0,
          pointHoverRadius: 5,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: animate ? { duration: 300 } : false,
      font: { family: getComputedStyle(canvas).fontFamily },
      color: palette.text,
      interaction: { mode: "index", intersect: false },
      onResize: (chart, size) => {
        const ticks = chart.options.scales?.x?.ticks;
        if (ticks) ticks.maxTicksLimit = dateLabelsFor(size.width);
      },
      scales: {
        x: {
          // Room for each date label, so that a phone's narrow axis shows fewer instead of overlapping ones.
          ticks: {
            autoSkip: true,
            autoSkipPadding: 16,
            maxRotation: 0,
            maxTicksLimit: dateLabelsFor(canvas.parentElement?.clientWidth ?? canvas.clientWidth),
            color: palette.text,
          },
          grid: { display: false },
          border: { color: palette.grid },
        },
        y: {
          beginAtZero: true,
          ticks: { precision: 0, color: palette.text },
          grid: { color: palette.grid },
          border: { display: false },
        },
      },
      plugins: {
        tooltip: {
          displayColors: false,
          backgroundColor: palette.tooltip.background,
          titleColor: palette.tooltip.text,
          bodyColor: palette.tooltip.text,
        },
      },
    },
  });
}

/**
 * Draws a one-series chart on `canvas`, coloured for the shown theme, and draws it again in the other
 * theme's colours when the `dark` class on <html> changes. `destroy()` removes both.
 */
export function drawChart(canvas: HTMLCanvasElement, data: ChartData): { destroy(): void } {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let chart = newChart(canvas, data, !still);
  let theme = shownTheme();
  const observer = new MutationObserver(() => {
    if (shownTheme() === theme) return;
    theme = shownTheme();
    chart.destroy();
    chart = newChart(canvas, data, false);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return {
    destroy() {
      observer.disconnect();
      chart.destroy();
    },
  };
}
