import {
  cumulativeSeries,
  isMonthlySlug,
  periodMonths,
  type PeriodChoice,
} from '@portal/schema/rules/figures';
// The named export: the package is CommonJS, whose default export the bundle would wrap in an object.
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatDate } from '../../lib/format.ts';
import { CHART_MENU, Highcharts } from '../../ui/highcharts.ts';
import { formatFigure, unitSuffix } from './figure-value.ts';
import { MONTH_NAMES } from './month-names.ts';
import { PeriodChooser } from './period-chooser.tsx';
import styles from './figures.module.css';

export const StatChart_stat = graphql(`
  fragment StatChart_stat on Stat {
    id
    slug
    name
    unit
    decimals
    exerciceStartMonth
    closedYears {
      dateDebut
      dateFin
      value
    }
    months {
      year
      month
      recettes
      depenses
    }
  }
`);

/** The figure's chart: cumulative months compared over three periods, or its closed financial years. */
export function StatChart(props: { stat: FragmentType<typeof StatChart_stat> }) {
  const stat = getFragmentData(StatChart_stat, props.stat);
  const [choice, setChoice] = useState<PeriodChoice>({ choix: 'anneeCivile', mois: 1, periode: 12 });
  const format = (value: number | null | undefined) => formatFigure(value, stat.unit, stat.decimals);
  const options = useMemo<Highcharts.Options>(() => {
    const common: Highcharts.Options = {
      title: { text: undefined },
      credits: { enabled: false },
      exporting: CHART_MENU,
      accessibility: { description: `${stat.name}, en ${unitSuffix(stat.unit)}` },
      yAxis: { title: { text: unitSuffix(stat.unit) } },
      tooltip: {
        pointFormatter(this: Highcharts.Point) {
          return `${this.series.name} : <b>${format(this.y)}</b>`;
        },
      },
      responsive: {
        rules: [{ condition: { maxWidth: 500 }, chartOptions: { legend: { layout: 'horizontal' } } }],
      },
    };
    if (isMonthlySlug(stat.slug)) {
      const start = stat.exerciceStartMonth ?? 1;
      const now = new Date();
      const series = cumulativeSeries(stat.months ?? [], stat.slug, choice, start, {
        year: now.getFullYear(),
        month: now.getMonth() + 1,
      });
      return {
        ...common,
        chart: { type: 'line' },
        xAxis: { categories: periodMonths(choice, start).map((m) => MONTH_NAMES[m - 1]!) },
        series: series.map((s) => ({ type: 'line' as const, name: s.name, data: s.values })),
      };
    }
    const years = stat.closedYears ?? [];
    return {
      ...common,
      chart: { type: 'column' },
      legend: { enabled: false },
      xAxis: { categories: years.map((y) => `Exercice clos le ${formatDate(y.dateFin)}`) },
      series: [{ type: 'column' as const, name: stat.name, data: years.map((y) => y.value) }],
    };
    // format reads stat only, which is in the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stat, choice]);
  return (
    <>
      {isMonthlySlug(stat.slug) ? <PeriodChooser value={choice} onChange={setChoice} /> : null}
      <div className={styles.chart}>
        <HighchartsReact highcharts={Highcharts} options={options} />
      </div>
    </>
  );
}
