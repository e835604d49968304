import { useId } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { Icon, type IconName } from '../../ui/icon.tsx';
import styles from './shared-credentials.module.css';

export const CredentialCard_credential = graphql(`
  fragment CredentialCard_credential on SharedCredential {
    id
    titre
    nomUtilisateur
    tooltip
  }
`);

interface Props {
  credential: FragmentType<typeof CredentialCard_credential>;
  onEdit: () => void;
  onDelete: () => void;
}

/** A card of the vault: titre, nomUtilisateur, the clock with its §9 tooltip (when dated), edit and delete. */
export function CredentialCard(props: Props) {
  const credential = getFragmentData(CredentialCard_credential, props.credential);
  const tooltipId = useId();
  return (
    <li className={styles.card}>
      <div className={styles.texts}>
        <span className={styles.titre}>{credential.titre}</span>
        <span className={styles.login}>{credential.nomUtilisateur}</span>
      </div>
      <div className={styles.tools}>
        {credential.tooltip ? (
          <>
            <button
              type="button"
              className={styles.tool}
              aria-label={`Dernière modification : ${credential.titre}`}
              aria-describedby={tooltipId}
            >
              <Icon name="clock" size={20} />
            </button>
            <span role="tooltip" id={tooltipId} className={styles.tooltip}>
              {credential.tooltip}
            </span>
          </>
        ) : null}
        <ToolButton label={`Modifier : ${credential.titre}`} icon="pencil" onClick={props.onEdit} />
        <ToolButton label={`Supprimer : ${credential.titre}`} icon="trash" onClick={props.onDelete} />
      </div>
    </li>
  );
}

function ToolButton(props: { label: string; icon: IconName; onClick: () => void }) {
  return (
    <button type="button" className={styles.tool} aria-label={props.label} onClick={props.onClick}>
      <Icon name={props.icon} size={20} />
    </button>
  );
}
