import type { DossierStatut } from '@portal/schema/rules/dossiers';
import styles from './portfolio.module.css';

const STATUT_LABELS: Record<DossierStatut, string> = {
  Bon: 'Bon',
  PasInscrit: 'Pas inscrit',
  Demissionne: 'Démissionné',
};

interface PortfolioRowProps {
  codeDossier: string;
  raisonSociale: string;
  statut: DossierStatut;
  selectable: boolean;
  onSelect: (codeDossier: string) => void;
}

/** One file of the portfolio or of a search; a file that cannot be opened is shown, greyed and inert. */
export function PortfolioRow({
  codeDossier,
  raisonSociale,
  statut,
  selectable,
  onSelect,
}: PortfolioRowProps) {
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        disabled={!selectable}
        onClick={() => onSelect(codeDossier)}
      >
        <span className={styles.code}>{codeDossier}</span>
        <span className={styles.name}>{raisonSociale}</span>
        <span className={styles.statut}>{STATUT_LABELS[statut]}</span>
      </button>
    </li>
  );
}
