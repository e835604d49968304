import { GRADE_COLOURS, NO_QUARTILES, NO_YIELD_COLOUR, NO_YIELD_LABEL } from '@portal/schema/rules/yield-map';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatNumber } from '../../lib/format.ts';
import styles from './yield-map.module.css';

export const YieldLegend_map = graphql(`
  fragment YieldLegend_map on YieldMap {
    id
    quartiles {
      q1
      q2
      q3
    }
  }
`);

const tonnes = (value: number) => formatNumber(value, 1, 't/ha');

/** The 4 grades with thresholds 0, Q1, Q2, Q3 (spec 001 §9), as text beside each colour. */
export function YieldLegend({ map: masked }: { map: FragmentType<typeof YieldLegend_map> }) {
  const { quartiles } = getFragmentData(YieldLegend_map, masked);
  const grades = quartiles
    ? [
        `De ${tonnes(0)} à moins de ${tonnes(quartiles.q1)}`,
        `De ${tonnes(quartiles.q1)} à moins de ${tonnes(quartiles.q2)}`,
        `De ${tonnes(quartiles.q2)} à moins de ${tonnes(quartiles.q3)}`,
        `${tonnes(quartiles.q3)} et plus`,
      ]
    : [];
  return (
    <section className={styles.legend} aria-labelledby="yield-legend-title">
      <h2 id="yield-legend-title">Légende : rendement moyen</h2>
      {quartiles ? null : <p>{NO_QUARTILES}</p>}
      <ul>
        {grades.map((label, grade) => (
          <li key={label}>
            <span className={styles.swatch} style={{ background: GRADE_COLOURS[grade] }} aria-hidden="true" />
            {label}
          </li>
        ))}
        <li>
          <span className={styles.swatch} style={{ background: NO_YIELD_COLOUR }} aria-hidden="true" />
          {NO_YIELD_LABEL}
        </li>
      </ul>
    </section>
  );
}
