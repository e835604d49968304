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
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { DuerPagesEditor_DuerFragment } from '../../gql/graphql.ts';
import { paths } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { DocumentListFrame } from './document-list-frame.tsx';
import { DocumentRowActions } from './document-row-actions.tsx';
import styles from './duer-pages.module.css';
import { useDocumentList } from './use-document-list.ts';
import {
  useAddDuerPageMutation,
  useReplaceDuerPageMutation,
  useSaveDuerPagesMutation,
} from './use-duer-pages-mutations.ts';

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
 * a table on large screens.
 */
export function DuerPagesEditor(props: { duer: FragmentType<typeof DuerPagesEditor_duer> }) {
  const duer = getFragmentData(DuerPagesEditor_duer, props.duer);
  const loaded = duer.pages ?? [];
  // Reset the screen's changes whenever the DUER's pages come back changed (a save, an upload).
  const key = loaded.map((p) => `${p.id}:${p.ordre}:${p.estAvantRisques}`).join();
  return <PagesForm key={key} duer={duer} loaded={loaded} />;
}

function PagesForm({ duer, loaded }: { duer: DuerPagesEditor_DuerFragment; loaded: readonly Page[] }) {
  const [save, { loading: saving }] = useSaveDuerPagesMutation();
  const [add, { loading: adding }] = useAddDuerPageMutation();
  const [replace, { loading: replacing }] = useReplaceDuerPageMutation();
  const list = useDocumentList<Page>({
    loaded,
    baseIdOf: (p) => p.basePageId,
    arrange: (pages) => pages,
    changed: (pages) => changedPages(pages, loaded),
    send: (changed, removed) =>
      save({
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
  });
  const { documents: pages, removed } = list;
  const rows = pageRows(pages);

  return (
    <DocumentListFrame
      list={list}
      saving={saving}
      canAdd={duer.peutAjouterPage}
      labels={{
        add: 'Ajouter une page',
        create: 'Créer une page',
        existing: 'Ajouter une page existante',
        select: 'Page existante',
      }}
      canCreate
      existing={[...(duer.pagesExistantes ?? []), ...list.removedAsExisting]}
      issueOf={(nom, fileName) =>
        newPageIssue(
          nom,
          fileName,
          [...pages, ...removed].map((p) => p.nom),
        )
      }
      add={(addition) =>
        add(
          'baseId' in addition
            ? { duerId: duer.id, basePageId: addition.baseId }
            : { duerId: duer.id, nom: addition.nom, fichier: addition.fichier },
        )
      }
      adding={adding}
      replace={(page, fichier) => replace({ duerPageId: page.id, fichier })}
      replacing={replacing}
    >
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
              <tr key={row.id}>
                <th scope="row">{row.nom}</th>
                <td data-label="Ordre">{pages.indexOf(row) + 1}</td>
                <td>
                  <DocumentRowActions
                    document={row}
                    noFile={NO_PAGE_FILE}
                    first={n === 0}
                    last={n === rows.length - 1}
                    onMove={(direction) => list.setDocuments(movedPage(pages, row.id, direction))}
                    onReplace={() => list.setReplacing(row)}
                    onRemove={() => list.remove(row)}
                  >
                    {row.ecran && row.peutModifier ? (
                      <Link to={specialHref(row.ecran, duer.legacyId)} className={styles.link}>
                        Modifier
                      </Link>
                    ) : null}
                  </DocumentRowActions>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </DocumentListFrame>
  );
}
