import { PICTO_DESCRIPTION_MAX } from '@portal/schema/rules/duer';
import type { EditedPicto } from '@portal/schema/rules/duer-pictos';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './duer-module.module.css';

/** A catalogue pictogram as the screen shows it. */
export interface PictoImage {
  id: string;
  nom: string;
  description: string;
  imageUrl: string;
}

/** A pictogram being edited: its key in the list (a saved one's legacy id, a new one's own), name and image. */
export type PictoDraft = EditedPicto & { cle: string; nom: string; imageUrl: string };

/**
 * Spec 002 §2, §5, §9 (Module screen): a risk's pictograms, each its image 64 px high named by the catalogue's
 * name and its description; with the edit right, a pictogram of the catalogue added (its description at most 255
 * characters, the catalogue's to start with), a description edited, a pictogram removed. The changes stay on the
 * device until the module is saved.
 */
export function DuerRiskPictos(props: {
  nomRisque: string;
  pictos: readonly PictoDraft[];
  catalogue: readonly PictoImage[];
  editable: boolean;
  onChange: (pictos: PictoDraft[]) => void;
}) {
  const { pictos, catalogue, editable } = props;
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const [chosen, setChosen] = useState('');
  const choiceId = useId();
  if (!editable && pictos.length === 0) return null;
  const change = (cle: string, description: string) =>
    props.onChange(pictos.map((p) => (p.cle === cle ? { ...p, description } : p)));
  function add() {
    const base = byId.get(chosen);
    if (!base) return;
    props.onChange([
      ...pictos,
      {
        cle: crypto.randomUUID(),
        legacyId: null,
        basePictoId: base.id,
        description: base.description.slice(0, PICTO_DESCRIPTION_MAX),
        nom: base.nom,
        imageUrl: base.imageUrl,
      },
    ]);
    setChosen('');
  }
  return (
    <section className={styles.pictos} aria-label={`Pictogrammes : ${props.nomRisque}`}>
      <span className={styles.pictosTitle}>Pictogrammes</span>
      {pictos.length > 0 ? (
        <ul className={styles.pictoList}>
          {pictos.map((p) => {
            const nom = p.nom;
            return (
              <li key={p.cle} className={styles.picto}>
                <img src={p.imageUrl} alt={nom} height={64} className={styles.pictoImage} />
                {editable ? (
                  <label className={styles.pictoDescription}>
                    <span>{`Description du pictogramme ${nom}`}</span>
                    <input
                      type="text"
                      value={p.description}
                      maxLength={PICTO_DESCRIPTION_MAX}
                      onChange={(event) => change(p.cle, event.currentTarget.value)}
                    />
                  </label>
                ) : (
                  <span className={styles.pictoDescription}>{p.description}</span>
                )}
                {editable ? (
                  <Button
                    variant="link"
                    aria-label={`Supprimer le pictogramme ${nom}`}
                    onClick={() => props.onChange(pictos.filter((other) => other.cle !== p.cle))}
                  >
                    Supprimer
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {editable && catalogue.length > 0 ? (
        <div className={styles.pictoAdd}>
          <label htmlFor={choiceId}>Pictogramme à ajouter</label>
          <select id={choiceId} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
            <option value="">Choisir un pictogramme</option>
            {catalogue.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nom}
              </option>
            ))}
          </select>
          <Button variant="secondary" disabled={!chosen} onClick={add}>
            Ajouter le pictogramme
          </Button>
        </div>
      ) : null}
    </section>
  );
}
