import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { numberFormat } from '../../lib/intl';
import { chfOf } from '../../lib/paymentsApi';

const AXIS = numberFormat('de-CH', { maximumFractionDigits: 0 });

export interface ChartPoint {
  label: string;
  donations: number;
}

/**
 * The donation graph (recharts through Mantine's BarChart): loaded only with the overview tab, so the public
 * pages never carry it. The same figures are in the table next to it for screen readers; the chart itself is
 * one labelled image.
 */
export default function DonationChart({ points, label }: { points: ChartPoint[]; label: string }) {
  return (
    <div role="img" aria-label={label} data-testid="donation-chart">
      <BarChart
        h={260}
        data={points}
        dataKey="label"
        series={[{ name: 'donations', color: 'tifo.6', label }]}
        valueFormatter={(value) => chfOf(value)}
        tickLine="y"
        gridAxis="y"
        withTooltip
        barProps={{ radius: 4 }}
        // Whole francs with Swiss thousands separators on the axis; the tooltip and the table show CHF.
        yAxisProps={{ width: 56, tickFormatter: (value: number) => AXIS.format(value) }}
      />
    </div>
  );
}
