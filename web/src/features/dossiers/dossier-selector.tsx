import { groupDossiers } from '@portal/schema/rules/dossiers';
import { useEffect, useId, useRef, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import styles from './dossier-selector.module.css';
import { useSetFavoriteDossierMutation } from './use-set-favorite-dossier-mutation.ts';

export const DossierSelector_viewer = graphql(`
  fragment DossierSelector_viewer on Viewer {
    dossiers {
      id
      codeDossier
      raisonSociale
      idRole
      estFavoris
    }
  }
`);

type Props = {
  viewer: FragmentType<typeof DossierSelector_viewer>;
  selectedCode: string | null;
  onSelect: (codeDossier: string) => void;
};

/**
 * Spec 000 §2.4: 'Mes dossiers' (owner) and 'Partagés avec moi', sorted by company name, with a star. The
 * whole name always shows. On phones the lists open as a sheet over the bottom of the screen, full width, its
 * stars within reach of the thumb; from 768 px as a panel under the button.
 */
export function DossierSelector({ viewer, selectedCode, onSelect }: Props) {
  // Files that could not be read leave an empty selector; the header still shows.
  const dossiers = getFragmentData(DossierSelector_viewer, viewer).dossiers ?? [];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const current = useRef<HTMLButtonElement>(null);
  const [setFavorite] = useSetFavoriteDossierMutation();
  const flash = useFlash();
  // Sorted only once open: the sort's French collator is costly to create (schema/rules/dossiers.ts).
  const groups = open ? groupDossiers(dossiers) : null;
  const selected = dossiers.find((d) => d.codeDossier === selectedCode);

  useEffect(() => {
    if (!open) return;
    current.current?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function choose(codeDossier: string) {
    setOpen(false);
    if (codeDossier !== selectedCode) onSelect(codeDossier);
  }

  function star(codeDossier: string) {
    void setFavorite(codeDossier, dossiers).then((errors) => {
      if (errors[0]) flash.show('error', errors[0].message);
    });
  }

  const group = (title: string, items: typeof dossiers) =>
    items.length === 0 ? null : (
      <li>
        <p className={styles.groupTitle}>{title}</p>
        <ul className={styles.items} aria-label={title}>
          {items.map((d) => (
            <li key={d.id} className={styles.item}>
              <button
                ref={d.codeDossier === selectedCode ? current : undefined}
                type="button"
                className={styles.choice}
                aria-current={d.codeDossier === selectedCode ? 'true' : undefined}
                onClick={() => choose(d.codeDossier)}
              >
                {d.raisonSociale}
              </button>
              <button
                type="button"
                className={styles.star}
                aria-pressed={d.estFavoris}
                aria-label={`Dossier favori : ${d.raisonSociale}`}
                onClick={() => star(d.codeDossier)}
              >
                <span aria-hidden="true">{d.estFavoris ? '★' : '☆'}</span>
              </button>
            </li>
          ))}
        </ul>
      </li>
    );

  return (
    <div className={styles.selector} ref={root} onKeyDown={(e) => e.key === 'Escape' && open && close()}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.toggleName}>{selected?.raisonSociale ?? 'Choisir un dossier'}</span>
        <span className={styles.toggleArrow} aria-hidden="true">
          ▾
        </span>
      </button>
      {groups ? (
        <>
          <div className={styles.backdrop} aria-hidden="true" onClick={close} />
          <div id={panelId} className={styles.panel}>
            <p className={styles.sheetTitle}>Choisir un dossier</p>
            <ul className={styles.groups}>
              {group('Mes dossiers', groups.mine)}
              {group('Partagés avec moi', groups.shared)}
            </ul>
          </div>
        </>
      ) : null}
    </div>
  );
}
