import {
  API_AREA_LABELS,
  API_AREAS,
  type ApiArea,
  type ApiTokenScope,
  API_TOKEN_CONFIRMED,
  API_TOKEN_PAUSED_LABEL,
  API_TOKEN_REVOKE_CONFIRM,
  API_TOKEN_REVOKED,
  NO_API_TOKENS,
} from '@portal/schema/rules/api-tokens';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import { useConfirmApiTokenMutation, useRevokeApiTokenMutation } from './use-api-token-mutations.ts';
import styles from './api-tokens.module.css';

export const ApiTokenList_apiToken = graphql(`
  fragment ApiTokenList_apiToken on ApiToken {
    id
    name
    scopes {
      area
      access
    }
    files
    createdAt
    lastUsedAt
    expiresAt
    paused
  }
`);

const SCOPE_LABELS = { READ: 'lecture', WRITE: 'lecture et écriture' } as const;

/** What a token may do, in words: 'Lecture seule' or 'Lecture et écriture' over every area, else area by area. */
function scopesInWords(scopes: readonly { area: ApiArea; access: ApiTokenScope }[]): string {
  if (scopes.length === API_AREAS.length && new Set(scopes.map((s) => s.access)).size === 1)
    return scopes[0]?.access === 'WRITE' ? 'Lecture et écriture' : 'Lecture seule';
  return scopes.map((s) => `${API_AREA_LABELS[s.area]} (${SCOPE_LABELS[s.access]})`).join(', ');
}

/** The person's tokens with what each may do and when it was made, last used and ends; 'Révoquer' beside each. */
export function ApiTokenList(props: { apiTokens: readonly FragmentType<typeof ApiTokenList_apiToken>[] }) {
  const apiTokens = getFragmentData(ApiTokenList_apiToken, props.apiTokens);
  const [revoke] = useRevokeApiTokenMutation();
  const revocation = useConfirmedAction((apiTokenId: string) => revoke({ apiTokenId }), API_TOKEN_REVOKED);
  const [confirm] = useConfirmApiTokenMutation();
  const flash = useFlash();
  // A password change paused the token (issue 42): its owner says it is still theirs.
  const confirmToken = (apiTokenId: string) =>
    void confirm({ apiTokenId }).then((errors) =>
      flash.show(errors[0] ? 'error' : 'success', errors[0]?.message ?? API_TOKEN_CONFIRMED),
    );
  if (apiTokens.length === 0) return <EmptyState>{NO_API_TOKENS}</EmptyState>;
  return (
    <>
      <ul className={styles.list} aria-label="Mes jetons">
        {apiTokens.map((token) => (
          <li key={token.id} className={styles.item}>
            <div className={styles.details}>
              <strong>{token.name}</strong>
              <span className={styles.scopes}>{scopesInWords(token.scopes)}</span>
              <span className={styles.scopes}>
                {token.files ? `Dossiers : ${token.files.join(', ')}` : 'Tous vos dossiers'}
              </span>
              <span className={styles.dates}>
                Créé le {formatDate(token.createdAt)} · Dernière utilisation :{' '}
                {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'jamais'} · Expire le{' '}
                {formatDate(token.expiresAt)}
              </span>
              {token.paused && <span className={styles.paused}>{API_TOKEN_PAUSED_LABEL}</span>}
            </div>
            {token.paused && (
              <Button onClick={() => confirmToken(token.id)} aria-label={`Confirmer ${token.name}`}>
                Confirmer
              </Button>
            )}
            <Button
              variant="secondary"
              onClick={() => revocation.ask(token.id)}
              aria-label={`Révoquer ${token.name}`}
            >
              Révoquer
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...revocation.dialog}
        title="Révoquer le jeton"
        question={API_TOKEN_REVOKE_CONFIRM}
        yes="Oui, révoquer"
      />
    </>
  );
}
