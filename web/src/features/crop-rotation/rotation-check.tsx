import {
  ROTATION_BASIS,
  ROTATION_ORGANIC_NOTE,
  ROTATION_TITLE,
  rotationAnnual,
  rotationIncomplete,
  rotationNoPreviousYear,
  rotationNoRepeat,
  rotationRepeatedIntro,
  rotationSmallFarm,
} from '@portal/schema/rules/rotation';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { hectares } from './assolement-lines.tsx';
import styles from './crop-rotation.module.css';

export const RotationCheck_assolement = graphql(`
  fragment RotationCheck_assolement on Assolement {
    id
    millesime
    rotation {
      arableSurface
      changedShare
      meetsAnnualCriterion
      exemptSmallFarm
      repeatedCrops {
        culture {
          id
          intitule
        }
        surface
      }
    }
  }
`);

export const ROTATION_UNAVAILABLE = "Le contrôle de rotation n'a pas pu être calculé.";

/** A least share, rounded down so that "au moins 35 %" is never more than the surfaces allow. */
const percent = (share: number): string => formatNumber(Math.floor(share * 100 + 1e-9), 0, '%');

/**
 * Below the year's crops, the CAP rotation rule BCAE 7 (schema/rules/rotation.ts) as the gateway computed it
 * from the year and the three campaigns before it, with the exemptions as a note.
 */
export function RotationCheck({
  assolement: masked,
}: {
  assolement: FragmentType<typeof RotationCheck_assolement>;
}) {
  const { millesime, rotation } = getFragmentData(RotationCheck_assolement, masked);
  const from = millesime - 3;
  return (
    <section className={styles.rotation} aria-labelledby="rotation-title">
      <h2 id="rotation-title" className={styles.rotationTitle}>
        {ROTATION_TITLE}
      </h2>
      {rotation === null || rotation === undefined ? (
        <p className={styles.muted}>{ROTATION_UNAVAILABLE}</p>
      ) : (
        <>
          {rotation.exemptSmallFarm ? <p>{rotationSmallFarm(hectares(rotation.arableSurface))}</p> : null}
          <p>
            {rotation.changedShare === null || rotation.changedShare === undefined
              ? rotationNoPreviousYear(millesime - 1)
              : rotationAnnual(
                  percent(rotation.changedShare),
                  millesime - 1,
                  rotation.meetsAnnualCriterion === true,
                )}
          </p>
          {!rotation.repeatedCrops ? (
            <p>{rotationIncomplete(from, millesime)}</p>
          ) : rotation.repeatedCrops.length === 0 ? (
            <p>{rotationNoRepeat(from, millesime)}</p>
          ) : (
            <>
              <p>{rotationRepeatedIntro(from, millesime)}</p>
              <ul>
                {rotation.repeatedCrops.map((crop) => (
                  <li key={crop.culture.id}>
                    {crop.culture.intitule} : jusqu'à {hectares(crop.surface)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className={styles.muted}>{ROTATION_BASIS}</p>
          <p className={styles.muted}>{ROTATION_ORGANIC_NOTE}</p>
        </>
      )}
    </section>
  );
}
