import { MEASURE_MAX } from '@portal/schema/rules/duer';
import {
  initialised,
  LEVEL_COLOURS,
  riskLevel,
  riskValue,
  SCALE_TOP,
  SLIDER_MAX,
  slid,
  UNINITIALISED,
  UNINITIALISED_TOOLTIP,
  type DuerScale,
  type Rating,
  type RatingColumn,
} from '@portal/schema/rules/duer-rating';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDateTime } from './history-date.ts';
import styles from './duer-module.module.css';
import type { RiskValues } from './risk-values.ts';

const SLIDER_LABELS: Record<RatingColumn, string> = {
  gravite: 'Gravité',
  frequence: 'Fréquence',
  maitrise: 'Maîtrise',
};
const MEASURE_LABELS = {
  mesureExistante: 'Mesures existantes',
  mesureAFaire: 'Mesures à mettre en place',
  mesureQui: 'Par qui',
  mesureDelai: 'Délai',
} as const;

export interface RiskHistory {
  dateModification: string;
  parAdherent: boolean;
  dateCollaborateur?: string | null;
}

/**
 * One risk of the module screen (spec 002 §2, §4, §9): the active box, the sliders of the DUER's scale with the
 * value and its level in colour ('Non initialisé' until rated: a click sets every slider to 1), the measures, and
 * for advisers the history clock.
 */
export function DuerRiskCard(props: {
  fieldKey: string;
  nom: string;
  scale: DuerScale;
  editable: boolean;
  historique: RiskHistory | null | undefined;
  /** The risk's rename, delete and move buttons, as the viewer's rights allow. */
  actions?: ReactNode;
  /** What follows the measures: the risk's pictograms. */
  children?: ReactNode;
}) {
  const { register, setValue, control } = useFormContext<Record<string, RiskValues>>();
  const key = props.fieldKey;
  const values = useWatch({ control, name: key });
  const rating: Rating = { gravite: values.gravite, frequence: values.frequence, maitrise: values.maitrise };
  const value = riskValue(props.scale, rating);
  const level = riskLevel(props.scale, value);
  const columns = (Object.keys(SLIDER_LABELS) as RatingColumn[]).filter(
    (c) => SLIDER_MAX[props.scale][c] !== null,
  );
  const setRating = (next: Rating) => {
    for (const c of columns) setValue(`${key}.${c}`, next[c], { shouldDirty: true });
  };
  const history = props.historique;
  return (
    <article className={styles.risk} aria-label={props.nom}>
      <header className={styles.riskHeader}>
        <label className={styles.active}>
          <input type="checkbox" disabled={!props.editable} {...register(`${key}.estActif`)} />
          <span className={styles.riskName}>{props.nom}</span>
        </label>
        {history ? (
          <span
            className={history.parAdherent ? styles.clockAdherent : styles.clock}
            role="img"
            aria-label={historyText(history)}
            title={historyText(history)}
          >
            🕒
          </span>
        ) : null}
        {props.actions}
      </header>
      {level !== null && value !== null ? (
        <p className={styles.level} style={{ background: LEVEL_COLOURS[level] }}>
          {`${value.toLocaleString('fr-FR')} / ${SCALE_TOP[props.scale]} - ${level}`}
        </p>
      ) : (
        <button
          type="button"
          className={styles.uninitialised}
          title={UNINITIALISED_TOOLTIP}
          disabled={!props.editable}
          onClick={() => setRating(initialised(props.scale))}
        >
          {UNINITIALISED}
        </button>
      )}
      {columns.map((column) => (
        <label key={column} className={styles.slider}>
          <span>{`${SLIDER_LABELS[column]} : ${rating[column] ?? '-'}`}</span>
          <input
            type="range"
            min={1}
            max={SLIDER_MAX[props.scale][column] ?? 1}
            step={1}
            value={rating[column] ?? 1}
            disabled={!props.editable}
            onChange={(event) => setRating(slid(props.scale, rating, column, Number(event.target.value)))}
          />
        </label>
      ))}
      {(Object.keys(MEASURE_LABELS) as (keyof typeof MEASURE_LABELS)[]).map((field) => (
        <label key={field} className={styles.measure}>
          <span>{MEASURE_LABELS[field]}</span>
          <textarea
            rows={2}
            maxLength={MEASURE_MAX}
            disabled={!props.editable}
            {...register(`${key}.${field}`)}
          />
        </label>
      ))}
      {props.children}
    </article>
  );
}

/** §2: 'dernière modification le {date} par l'adhérent' or 'par un collaborateur', and the adviser's last version. */
function historyText(h: RiskHistory): string {
  const who = h.parAdherent ? "l'adhérent" : 'un collaborateur';
  const last = `dernière modification le ${formatDateTime(h.dateModification)} par ${who}`;
  return h.dateCollaborateur && h.parAdherent
    ? `${last} (dernière version d'un collaborateur le ${formatDateTime(h.dateCollaborateur)})`
    : last;
}
