import { REMARK_MAX } from '@portal/schema/rules/duer';
import { Button } from '../../ui/button.tsx';
import { TextArea } from '../../ui/text-field.tsx';

export interface RemarkValue {
  texte: string;
  /** Whether the remark's field shows ('Ajouter une remarque' opens it, 'Supprimer la remarque' empties it). */
  ouverte: boolean;
}

export const remarkOf = (remarque: string | null | undefined): RemarkValue => ({
  texte: remarque ?? '',
  ouverte: Boolean(remarque),
});

/** The remark as sent: a blank one is none. */
export const sentRemark = (value: RemarkValue): string => (value.texte.trim() ? value.texte : '');

/**
 * Spec 002 §2 (Module screen): the module's optional remark, at most 2048 characters (§5), with its add and
 * delete links; editable with the edit right only (§6). It is saved with the module's other changes.
 */
export function DuerModuleRemark(props: {
  value: RemarkValue;
  editable: boolean;
  onChange: (value: RemarkValue) => void;
}) {
  const { value, editable } = props;
  if (!value.ouverte)
    return editable ? (
      <p>
        <Button variant="link" onClick={() => props.onChange({ texte: '', ouverte: true })}>
          Ajouter une remarque
        </Button>
      </p>
    ) : null;
  return (
    <div>
      <TextArea
        label="Remarque"
        maxLength={REMARK_MAX}
        value={value.texte}
        disabled={!editable}
        onChange={(event) => props.onChange({ texte: event.currentTarget.value, ouverte: true })}
      />
      {editable ? (
        <Button variant="link" onClick={() => props.onChange({ texte: '', ouverte: false })}>
          Supprimer la remarque
        </Button>
      ) : null}
    </div>
  );
}
