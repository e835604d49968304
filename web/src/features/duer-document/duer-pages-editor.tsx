import { AUDIT_BASE_TYPE } from '@portal/schema/rules/duer-audit';
import {
  changedPages,
  movedPage,
  newPageIssue,
  NO_PAGE_FILE,
  pageRows,
  PAGES_EMPTY,
  RISK_LIST_LABEL,
  type SpecialPage,
} from '@portal/schema/rules/duer-pages';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { DuerPagesEditor_DuerFragment } from '../../gql/graphql.ts';
import { useFlash } from '../../lib/flash.ts';
import { paths } from '../../lib/paths.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { DocumentAddForm } from './document-add-form.tsx';
import { DocumentDownloadLink } from './document-download-link.tsx';
import { DocumentReplaceForm } from './document-replace-form.tsx';
import styles from './duer-pages.module.css';
import {
  useAddDuerPageMutation,
  useReplaceDuerPageMutation,
  useSaveDuerPagesMutation,
} from './use-duer-pages-mutations.ts';
import { LeaveGuard, UnsavedNotice } from './unsaved-changes.tsx';

export const DuerPagesEditor_duer = graphql(`
  fragment DuerPagesEditor_duer on Duer {
    id
    legacyId
    peutAjouterPage
    pages {
      id
      basePageId
      nom
      ordre
      estAvantRisques
      ecran
      nomFichier
      fichierUrl
      apercuUrl
      peutDeplacer
      peutRemplacer
      peutSupprimer
      peutModifier
    }
    pagesExistantes {
      id
      nom
    }
  }
`);

type Page = NonNullable<DuerPagesEditor_DuerFragment['pages']>[number];

/** The path of a special page's screen. */
function specialHref(ecran: SpecialPage, idDuer: string): string {
  const screens = {
    pageDeGarde: () => paths.duerPageDeGarde.href(idDuer),
    informationsGenerales: () => paths.duerInformationsGenerales.href(idDuer),
    preambule: () => paths.duerPreambule.href(idDuer),
    // §9: the audit's base type is 99.
    auditPrealable: () => paths.duerAudit.href(idDuer, AUDIT_BASE_TYPE),
  } as const;
  return screens[ecran]();
}

/**
 * Spec 002 §2 and §4 (Pages): the DUER's pages around the fixed 'Liste des risques' row, as cards on phones and
 * a table on large screens. Moves and removals stay on the screen until saved; replacing or adding a page saves
 * them first, since the list is read again afterwards.
 */
export function DuerPagesEditor(props: { duer: FragmentType<typeof DuerPagesEditor_duer> }) {
  const duer = getFragmentData(DuerPagesEditor_duer, props.duer);
  const loaded = duer.pages ?? [];
  // Reset the screen's changes whenever the DUER's pages come back changed (a save, an upload).
  const key = loaded.map((p) => `${p.id}:${p.ordre}:${p.estAvantRisques}`).join();
  return <PagesForm key={key} duer={duer} loaded={loaded} />;
}

function PagesForm({ duer, loaded }: { duer: DuerPagesEditor_DuerFragment; loaded: readonly Page[] }) {
  const flash = useFlash();
  const [pages, setPages] = useState<Page[]>([...loaded]);
  const [removed, setRemoved] = useState<Page[]>([]);
  const [adding, setAdding] = useState(false);
  const [replacing, setReplacing] = useState<Page | null>(null);
  const [save, { loading: saving }] = useSaveDuerPagesMutation();
  const [add, { loading: addingPage }] = useAddDuerPageMutation();
  const [replace, { loading: replacingFile }] = useReplaceDuerPageMutation();
  const changed = changedPages(pages, loaded);
  const dirty = changed.length > 0 || removed.length > 0;
  const rows = pageRows(pages);

  /** Sends the moves and removals; answers whether nothing is left unsaved. */
  async function saveChanges(): Promise<boolean> {
    if (!dirty) return true;
    const failures = explainOffline(
      await save({
        input: {
          duerId: duer.id,
          pages: changed.map((p) => ({
            duerPageId: p.id,
            ordre: p.ordre,
            estAvantRisques: p.estAvantRisques,
          })),
          supprimees: removed.map((p) => p.id),
        },
      }),
    );
    if (failures[0]) flash.show('error', failures[0].message);
    return failures.length === 0;
  }

  function onSave(event: FormEvent) {
    event.preventDefault();
    void saveChanges();
  }

  const remove = (page: Page) => {
    setPages(pages.filter((p) => p.id !== page.id));
    setRemoved([...removed, page]);
  };
  const restore = (page: Page) => {
    setRemoved(removed.filter((p) => p.id !== page.id));
    setPages([...pages, page]);
  };
  const existing = [
    ...(duer.pagesExistantes ?? []),
    ...removed.map((p) => ({ id: p.basePageId, nom: p.nom })),
  ];

  return (
    <>
      {dirty ? (
        <form onSubmit={onSave} className={styles.unsaved}>
          <UnsavedNotice busy={saving} />
        </form>
      ) : null}
      {pages.length === 0 ? <EmptyState>{PAGES_EMPTY}</EmptyState> : null}
      <table className={styles.pages}>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Ordre</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, n) =>
            row.marker ? (
              <tr key={row.id} className={styles.marker}>
                <td>{RISK_LIST_LABEL}</td>
                <td />
                <td />
              </tr>
            ) : (
              <PageRow
                key={row.id}
                page={row}
                idDuer={duer.legacyId}
                ordre={pages.indexOf(row) + 1}
                first={n === 0}
                last={n === rows.length - 1}
                onMove={(direction) => setPages(movedPage(pages, row.id, direction))}
                onReplace={() => setReplacing(row)}
                onRemove={() => remove(row)}
              />
            ),
          )}
        </tbody>
      </table>
      {duer.peutAjouterPage ? (
        <Actions>
          <Button onClick={() => setAdding(true)}>Ajouter une page</Button>
        </Actions>
      ) : null}
      <Dialog open={adding} title="Ajouter une page" onClose={() => setAdding(false)}>
        <DocumentAddForm
          labels={{
            create: 'Créer une page',
            existing: 'Ajouter une page existante',
            select: 'Page existante',
          }}
          canCreate
          existing={existing}
          issueOf={(nom, fileName) =>
            newPageIssue(
              nom,
              fileName,
              [...pages, ...removed].map((p) => p.nom),
            )
          }
          beforeUpload={saveChanges}
          onRestore={(basePageId) => {
            const page = removed.find((p) => p.basePageId === basePageId);
            if (page) restore(page);
            return page !== undefined;
          }}
          add={(addition) =>
            add(
              'baseId' in addition
                ? { duerId: duer.id, basePageId: addition.baseId }
                : { duerId: duer.id, nom: addition.nom, fichier: addition.fichier },
            )
          }
          busy={addingPage}
          onDone={() => setAdding(false)}
        />
      </Dialog>
      <Dialog open={replacing !== null} title="Remplacer le fichier" onClose={() => setReplacing(null)}>
        {replacing ? (
          <DocumentReplaceForm
            nom={replacing.nom}
            beforeUpload={saveChanges}
            replace={(fichier) => replace({ duerPageId: replacing.id, fichier })}
            busy={replacingFile}
            onDone={() => setReplacing(null)}
          />
        ) : null}
      </Dialog>
      <LeaveGuard dirty={dirty} />
    </>
  );
}

function PageRow(props: {
  page: Page;
  idDuer: string;
  ordre: number;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onReplace: () => void;
  onRemove: () => void;
}) {
  const { page } = props;
  const edit = page.ecran && page.peutModifier ? specialHref(page.ecran, props.idDuer) : null;
  return (
    <tr>
      <th scope="row">{page.nom}</th>
      <td data-label="Ordre">{props.ordre}</td>
      <td>
        <div className={styles.actions}>
          {page.peutDeplacer ? (
            <>
              <Button
                variant="secondary"
                disabled={props.first}
                aria-label={`Monter ${page.nom}`}
                onClick={() => props.onMove(-1)}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                disabled={props.last}
                aria-label={`Descendre ${page.nom}`}
                onClick={() => props.onMove(1)}
              >
                ↓
              </Button>
            </>
          ) : null}
          {page.fichierUrl ? (
            <DocumentDownloadLink
              href={page.fichierUrl}
              fileName={page.nomFichier ?? null}
              noFile={NO_PAGE_FILE}
              className={styles.link}
            />
          ) : null}
          {page.apercuUrl ? (
            <a href={page.apercuUrl} target="_blank" rel="noreferrer" className={styles.link}>
              Voir
            </a>
          ) : null}
          {page.peutRemplacer ? (
            <Button variant="link" onClick={props.onReplace} aria-label={`Remplacer ${page.nom}`}>
              Remplacer
            </Button>
          ) : null}
          {edit ? (
            <Link to={edit} className={styles.link}>
              Modifier
            </Link>
          ) : null}
          {page.peutSupprimer ? (
            <Button variant="link" onClick={props.onRemove} aria-label={`Supprimer ${page.nom}`}>
              Supprimer
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
