import { useId } from 'react';

export interface ChartPoint {
  x: number;
  y: number;
}

interface LineChartProps {
  points: ChartPoint[];
  /** Names the chart for screen readers; the points also go into a hidden table. */
  label: string;
  xLabel: string;
  yLabel: string;
  formatX(x: number): string;
  formatY(y: number): string;
}

const W = 600;
const H = 220;
const PAD = { left: 8, right: 8, top: 16, bottom: 8 };

/** A small responsive SVG line chart with its extremes labelled and its data in a table for assistive tech. */
export function LineChart({ points, label, xLabel, yLabel, formatX, formatY }: LineChartProps) {
  const gradient = useId();
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const maxY = Math.max(...ys, 0) || 1;
  const sx = (x: number) => PAD.left + ((x - minX) / (maxX - minX || 1)) * (W - PAD.left - PAD.right);
  const sy = (y: number) => H - PAD.bottom - (y / maxY) * (H - PAD.top - PAD.bottom);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${sx(p.x)},${sy(p.y)}`).join(' ');
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex justify-between text-xs text-zinc-400">
        <span>{yLabel}</span>
        <span className="font-mono">{formatY(maxY)}</span>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-48 w-full sm:h-56"
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="rgb(139 92 246)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="rgb(139 92 246)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={PAD.left}
            x2={W - PAD.right}
            y1={sy(maxY * f)}
            y2={sy(maxY * f)}
            stroke="rgb(63 63 70)"
            strokeDasharray="4 6"
          />
        ))}
        {first && last && (
          <path d={`${path} L${sx(last.x)},${sy(0)} L${sx(first.x)},${sy(0)} Z`} fill={`url(#${gradient})`} />
        )}
        <path d={path} fill="none" stroke="rgb(167 139 250)" strokeWidth="2.5" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="flex justify-between text-xs text-zinc-400">
        <span>{first ? formatX(first.x) : ''}</span>
        <span>{xLabel}</span>
        <span>{last ? formatX(last.x) : ''}</span>
      </figcaption>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th>{xLabel}</th>
            <th>{yLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.x}>
              <td>{formatX(p.x)}</td>
              <td>{formatY(p.y)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
