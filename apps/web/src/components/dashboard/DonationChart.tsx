import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useState } from 'react';
import { numberFormat } from '../../lib/intl';
import { chfOf } from '../../lib/paymentsApi';

const AXIS = numberFormat('de-CH', { maximumFractionDigits: 0 });
const HEIGHT = 260;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 56 };
/** The narrowest room a label of the horizontal axis needs (px); closer ones are left out in turn. */
const LABEL_ROOM = 44;

export interface ChartPoint {
  label: string;
  donations: number;
}

/**
 * The donation graph: bars drawn as SVG with d3-scale's scales (issue 50: about 12 KiB gzip, where recharts through
 * Mantine's BarChart was 280 KiB). Loaded only with the overview tab, so the public pages never carry it. The same
 * figures are in the table next to it for screen readers; the chart itself is one labelled image, and a bar under
 * the pointer shows its amount.
 */
export default function DonationChart({ points, label }: { points: ChartPoint[]; label: string }) {
  const { ref, width } = useElementSize();
  const [hovered, setHovered] = useState<number | undefined>();
  const inner = {
    width: Math.max(0, width - MARGIN.left - MARGIN.right),
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  const x = scaleBand<number>()
    .domain(points.map((_, index) => index))
    .range([0, inner.width])
    .padding(0.25);
  const highest = Math.max(0, ...points.map((point) => point.donations));
  const y = scaleLinear()
    .domain([0, highest > 0 ? highest : 1])
    .nice()
    .range([inner.height, 0]);
  const ticks = y.ticks(5);
  const every = Math.max(1, Math.ceil((points.length * LABEL_ROOM) / Math.max(1, inner.width)));
  const shown = hovered === undefined ? undefined : points[hovered];
  return (
    <Box ref={ref} pos="relative" h={HEIGHT} role="img" aria-label={label} data-testid="donation-chart">
      {width > 0 && (
        <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false">
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(0,${y(tick)})`}>
                <line x2={inner.width} stroke="var(--mantine-color-default-border)" strokeDasharray="4 4" />
                <text x={-8} dy="0.32em" textAnchor="end" fontSize={12} fill="var(--mantine-color-dimmed)">
                  {AXIS.format(tick)}
                </text>
              </g>
            ))}
            {points.map((point, index) => {
              const left = x(index) ?? 0;
              const top = y(point.donations);
              const barHeight = inner.height - top;
              const radius = Math.min(4, x.bandwidth() / 2, barHeight);
              return (
                // biome-ignore lint/a11y/noStaticElementInteractions: the pointer's aid only; the table holds the figures
                <g
                  // biome-ignore lint/suspicious/noArrayIndexKey: the period's buckets, always in the same order
                  key={index}
                  onMouseEnter={() => setHovered(index)}
                  onMouseLeave={() => setHovered(undefined)}
                >
                  {/* The bar's whole column answers the pointer, so that a small bar is easy to point at. */}
                  <rect x={left} y={0} width={x.bandwidth()} height={inner.height} fill="transparent" />
                  {barHeight > 0 && (
                    <path
                      className="donation-chart-bar"
                      d={topRounded(left, top, x.bandwidth(), barHeight, radius)}
                      fill={hovered === index ? 'var(--mantine-color-tifo-8)' : 'var(--mantine-color-tifo-6)'}
                    />
                  )}
                  {index % every === 0 && (
                    <text
                      x={left + x.bandwidth() / 2}
                      y={inner.height + 18}
                      textAnchor="middle"
                      fontSize={12}
                      fill="var(--mantine-color-dimmed)"
                    >
                      {point.label}
                    </text>
                  )}
                </g>
              );
            })}
            <line
              y1={inner.height}
              y2={inner.height}
              x2={inner.width}
              stroke="var(--mantine-color-default-border)"
            />
          </g>
        </svg>
      )}
      {shown && hovered !== undefined && (
        <Box
          pos="absolute"
          top={4}
          left={Math.min(
            Math.max(0, MARGIN.left + (x(hovered) ?? 0) + x.bandwidth() / 2 - 60),
            Math.max(0, width - 120),
          )}
          w={120}
          p={6}
          bg="var(--mantine-color-body)"
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: 6, pointerEvents: 'none', boxShadow: 'var(--mantine-shadow-sm)' }}
          data-testid="donation-chart-tooltip"
        >
          <Text size="xs" c="dimmed">
            {shown.label}
          </Text>
          <Text size="sm" fw={600}>
            {chfOf(shown.donations)}
          </Text>
        </Box>
      )}
    </Box>
  );
}

/** A bar with its two top corners rounded by `r`. */
function topRounded(x: number, y: number, width: number, height: number, r: number): string {
  return [
    `M${x},${y + height}`,
    `V${y + r}`,
    `Q${x},${y} ${x + r},${y}`,
    `H${x + width - r}`,
    `Q${x + width},${y} ${x + width},${y + r}`,
    `V${y + height}`,
    'Z',
  ].join('');
}
