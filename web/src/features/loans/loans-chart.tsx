import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatEuro } from '../../lib/format.ts';
import { CHART_MENU, Highcharts } from '../../ui/highcharts.ts';
import styles from './loans.module.css';

export const LoansChart_loan = graphql(`
  fragment LoansChart_loan on Loan {
    id
    echeances {
      annuite
      interets
      amortissement
    }
  }
`);

const YEARS = Array.from({ length: 10 }, (_, y) => `Année ${y + 1}`);

/** Spec 001 §2: interest and amortisation of all the loans, stacked, year by year over ten years. */
export function LoansChart(props: { loans: readonly FragmentType<typeof LoansChart_loan>[] }) {
  const loans = getFragmentData(LoansChart_loan, props.loans);
  const options = useMemo<Highcharts.Options>(() => {
    const total = (part: 'interets' | 'amortissement') =>
      YEARS.map(
        (_, y) => Math.round(loans.reduce((sum, l) => sum + (l.echeances[y]?.[part] ?? 0), 0) * 100) / 100,
      );
    return {
      chart: { type: 'column' },
      title: { text: undefined },
      credits: { enabled: false },
      exporting: CHART_MENU,
      accessibility: { description: 'Intérêts et amortissement des emprunts sur dix ans, en euros' },
      xAxis: { categories: YEARS },
      yAxis: { title: { text: '€' } },
      plotOptions: { column: { stacking: 'normal' } },
      tooltip: {
        pointFormatter(this: Highcharts.Point) {
          return `${this.series.name} : <b>${formatEuro(this.y)}</b>`;
        },
      },
      series: [
        { type: 'column', name: 'Intérêts', data: total('interets') },
        { type: 'column', name: 'Amortissement', data: total('amortissement') },
      ],
    };
  }, [loans]);
  return (
    <div className={styles.chart}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
