import {
  CONFIRM_DELETE,
  CONFIRM_EMPTY,
  CONFIRM_IMPORT,
  DEFINITIVE_YEAR,
} from '@portal/schema/rules/crop-rotation';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { AssolementLines, hectares } from './assolement-lines.tsx';
import styles from './crop-rotation.module.css';
import { RotationCheck } from './rotation-check.tsx';
import {
  useDeleteAssolementCultureMutation,
  useEmptyAssolementMutation,
  useImportPreviousAssolementMutation,
} from './use-assolement-changes.ts';

export const AssolementYear_assolement = graphql(`
  fragment AssolementYear_assolement on Assolement {
    id
    millesime
    surfaceTotale
    editable
    estAssolementDefinitif
    cultures {
      id
      ...AssolementLines_line
    }
    ...RotationCheck_assolement
  }
`);

type Confirming =
  { kind: 'delete'; id: string; name: string } | { kind: 'previous' } | { kind: 'empty' } | null;

interface Props {
  assolement: FragmentType<typeof AssolementYear_assolement>;
  addHref: string;
  editHref: (id: string) => string;
  /** Further actions of the year (the Telepac import), shown only while the year may change. */
  children?: ReactNode;
}

/**
 * One year of the crop rotation (spec 001 §2, §4): its lines and total, and while the association has not
 * validated it, adding, changing, deleting, copying the previous year and emptying, each change after Oui.
 */
export function AssolementYear({ assolement: masked, addHref, editHref, children }: Props) {
  const assolement = getFragmentData(AssolementYear_assolement, masked);
  const flash = useFlash();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [remove, removing] = useDeleteAssolementCultureMutation();
  const [importPrevious, importing] = useImportPreviousAssolementMutation();
  const [empty, emptying] = useEmptyAssolementMutation();
  const busy = removing.loading || importing.loading || emptying.loading;

  async function confirm() {
    if (!confirming) return;
    const errors =
      confirming.kind === 'delete'
        ? await remove({ id: confirming.id })
        : confirming.kind === 'previous'
          ? await importPrevious({ id: assolement.id })
          : await empty({ id: assolement.id });
    setConfirming(null);
    if (errors.length > 0) flash.show('error', errors.map((e) => e.message).join('\n'));
  }

  const { editable, millesime } = assolement;
  return (
    <>
      {assolement.estAssolementDefinitif ? (
        <p className={styles.banner} role="note">
          {DEFINITIVE_YEAR}
        </p>
      ) : null}
      {editable ? (
        <div className={styles.toolbar}>
          <Link className={styles.primaryLink} to={addHref}>
            Ajouter une culture
          </Link>
          {children}
          <Button variant="secondary" onClick={() => setConfirming({ kind: 'previous' })}>
            Importer l'année précédente
          </Button>
          {assolement.cultures.length > 0 ? (
            <Button variant="secondary" onClick={() => setConfirming({ kind: 'empty' })}>
              Vider l'année
            </Button>
          ) : null}
        </div>
      ) : null}
      {assolement.cultures.length > 0 ? (
        <>
          <AssolementLines
            lines={assolement.cultures}
            editHref={editable ? editHref : null}
            onDelete={(id, name) => setConfirming({ kind: 'delete', id, name })}
          />
          <p className={styles.total}>Surface totale : {hectares(assolement.surfaceTotale)}</p>
          <RotationCheck assolement={assolement} />
        </>
      ) : (
        <EmptyState>Aucune culture déclarée pour {millesime}.</EmptyState>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.kind === 'delete'
            ? `Supprimer ${confirming.name}`
            : confirming?.kind === 'previous'
              ? `Importer ${millesime - 1} dans ${millesime}`
              : `Vider ${millesime}`
        }
        question={
          confirming?.kind === 'delete'
            ? CONFIRM_DELETE
            : confirming?.kind === 'previous'
              ? CONFIRM_IMPORT
              : CONFIRM_EMPTY
        }
        yes="Oui"
        onYes={() => void confirm()}
        onNo={() => setConfirming(null)}
        busy={busy}
      />
    </>
  );
}
