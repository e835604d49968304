import { useQuery } from '@apollo/client/react';
import { graphql, getFragmentData } from '../../gql/index.ts';
import { INTERNAL_ERROR } from '../../lib/messages.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PortfolioRow } from './portfolio-row.tsx';
import styles from './portfolio.module.css';

export const PortfolioSearchResults_dossier = graphql(`
  fragment PortfolioSearchResults_dossier on PortfolioDossier {
    id
    codeDossier
    raisonSociale
    statut
    selectionnable
  }
`);

// The search runs as the collaborator types, after the page's own query: a query of its own, not a part of
// the route's one.
export const PortfolioSearchQuery = graphql(`
  query PortfolioSearch($term: String!) {
    viewer {
      id
      portfolioSearch(term: $term) {
        id
        ...PortfolioSearchResults_dossier
      }
    }
  }
`);

interface PortfolioSearchResultsProps {
  /** A term already checked by portfolioSearchTerm. */
  term: string;
  onSelect: (codeDossier: string) => void;
}

export function PortfolioSearchResults({ term, onSelect }: PortfolioSearchResultsProps) {
  // A term typed again shows its answer at once; the page's own query is the one that checks the session.
  const { data, loading, error } = useQuery(PortfolioSearchQuery, {
    variables: { term },
    fetchPolicy: 'cache-first',
  });
  if (loading) return <Spinner label="Recherche en cours..." />;
  if (error) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  const dossiers = getFragmentData(PortfolioSearchResults_dossier, data?.viewer?.portfolioSearch ?? []);
  if (dossiers.length === 0) return <EmptyState>Aucun dossier trouvé</EmptyState>;
  return (
    <ul className={styles.list} aria-label="Résultats de la recherche">
      {dossiers.map((dossier) => (
        <PortfolioRow
          key={dossier.id}
          codeDossier={dossier.codeDossier}
          raisonSociale={dossier.raisonSociale}
          statut={dossier.statut}
          selectable={dossier.selectionnable}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}
