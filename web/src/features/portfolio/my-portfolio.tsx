import { useId } from 'react';
import { isSelectable } from '@portal/schema/rules/dossiers';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PortfolioRow } from './portfolio-row.tsx';
import styles from './portfolio.module.css';

export const MyPortfolio_dossier = graphql(`
  fragment MyPortfolio_dossier on Dossier {
    id
    codeDossier
    raisonSociale
    statut
    legacyId
  }
`);

interface MyPortfolioProps {
  dossiers: readonly FragmentType<typeof MyPortfolio_dossier>[];
  onSelect: (codeDossier: string) => void;
}

/** The collaborator's own portfolio, listed until a search is typed. */
export function MyPortfolio({ onSelect, ...props }: MyPortfolioProps) {
  const dossiers = getFragmentData(MyPortfolio_dossier, props.dossiers);
  const headingId = useId();
  return (
    <section className={styles.portfolio}>
      <h2 id={headingId} className={styles.heading}>
        Mon portefeuille
      </h2>
      {dossiers.length === 0 ? (
        <EmptyState>Aucun dossier trouvé</EmptyState>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {dossiers.map((dossier) => (
            <PortfolioRow
              key={dossier.id}
              codeDossier={dossier.codeDossier}
              raisonSociale={dossier.raisonSociale}
              statut={dossier.statut}
              selectable={isSelectable(dossier.statut, dossier.legacyId)}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
