import { AUDIT_NAME_MAX, CATEGORY_REQUIRED, NEW_QUESTION } from '@portal/schema/rules/duer-audit';
import { useState, type FormEvent } from 'react';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField, TextField } from '../../ui/text-field.tsx';
import styles from './duer-audit.module.css';
import { useAddDuerAuditCategorie, useAddDuerAuditQuestion } from './use-duer-audit-mutations.ts';

type Mode = 'categorie' | 'question';

/**
 * Spec 002 §2 (Audit préalable, 'Que voulez-vous ajouter ?'): a category with an optional first question, or a
 * new question in a chosen category (an empty text is saved as a single space, §5).
 */
export function DuerAuditAddForm(props: {
  duerId: string;
  categories: readonly { id: string; nom: string }[];
  onDone: () => void;
}) {
  const [mode, setMode] = useState<Mode>('categorie');
  const [nom, setNom] = useState('');
  const [question, setQuestion] = useState('');
  const [categorieId, setCategorieId] = useState('');
  const [error, setError] = useState<string>();
  const [addCategorie, categorieState] = useAddDuerAuditCategorie();
  const [addQuestion, questionState] = useAddDuerAuditQuestion();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'question' && !categorieId) return setError(CATEGORY_REQUIRED);
    const [failure] =
      mode === 'categorie'
        ? await addCategorie({ input: { duerId: props.duerId, nom, nouvelleQuestion: question } })
        : await addQuestion({ input: { auditCategorieId: categorieId, nom: question } });
    if (failure) return setError(failure.message);
    props.onDone();
  }

  const choice = (value: Mode, label: string) => (
    <label className={styles.choice}>
      <input
        type="radio"
        name="ajout"
        checked={mode === value}
        onChange={() => {
          setMode(value);
          setError(undefined);
        }}
      />
      {label}
    </label>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.modes}>
        <legend>Ajout</legend>
        {choice('categorie', 'Ajouter une catégorie')}
        {choice('question', 'Ajouter une question')}
      </fieldset>
      {mode === 'categorie' ? (
        <TextField
          label="Nom de la catégorie"
          value={nom}
          maxLength={AUDIT_NAME_MAX}
          onInput={(event) => setNom(event.currentTarget.value)}
        />
      ) : (
        <SelectField
          label="Catégorie"
          value={categorieId}
          onChange={(event) => setCategorieId(event.currentTarget.value)}
        >
          <option value="">Choisir une catégorie</option>
          {props.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nom}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={mode === 'categorie' ? 'Première question (facultative)' : NEW_QUESTION}
        value={question}
        maxLength={AUDIT_NAME_MAX}
        onInput={(event) => setQuestion(event.currentTarget.value)}
      />
      <FormAlert message={error} />
      <Actions>
        <Button variant="secondary" onClick={props.onDone}>
          Annuler
        </Button>
        <SendButton busy={categorieState.loading || questionState.loading}>Ajouter</SendButton>
      </Actions>
    </form>
  );
}
