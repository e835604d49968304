import {
  AUDIT_ADD_TITLE,
  AUDIT_EMPTY,
  AUDIT_SAVE_FAILED,
  DELETE_QUESTION_QUESTION,
  moved,
  remarkIssue,
  toggledReponse,
  withNonApplicable,
  type AuditAnswer,
} from '@portal/schema/rules/duer-audit';
import { useState, type FormEvent } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { DuerAuditEditor_DuerFragment } from '../../gql/graphql.ts';
import { useDraftedState } from '../../offline/use-form-draft.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import { DuerAuditAddForm } from './duer-audit-add-form.tsx';
import { DuerAuditQuestion } from './duer-audit-question.tsx';
import styles from './duer-audit.module.css';
import { LeaveGuard } from './unsaved-changes.tsx';
import { DuerUnsavedBar } from './duer-unsaved-bar.tsx';
import { useDeleteDuerAuditQuestion, useSaveDuerAudit } from './use-duer-audit-mutations.ts';

export const DuerAuditEditor_duer = graphql(`
  fragment DuerAuditEditor_duer on Duer {
    id
    droitModifs
    droitCreation
    audit {
      categories {
        id
        nom
        questions {
          id
          ordre
          nom
          reponse
          nonApplicable
          remarque
        }
      }
      categoriesRestantes {
        id
        nom
      }
    }
  }
`);

type Audit = NonNullable<DuerAuditEditor_DuerFragment['audit']>;
type Question = Audit['categories'][number]['questions'][number];
type Edits = Record<string, AuditAnswer>;

const answerOf = (q: Question): AuditAnswer => ({
  id: q.id,
  ordre: q.ordre,
  reponse: q.reponse,
  nonApplicable: q.nonApplicable,
  remarque: q.remarque,
});
const sameAnswer = (a: AuditAnswer, b: AuditAnswer) =>
  a.ordre === b.ordre &&
  a.reponse === b.reponse &&
  a.nonApplicable === b.nonApplicable &&
  a.remarque === b.remarque;

/** The categories opened, remembered for the session (§2: the open set is remembered). */
function useOpenSet(duerId: string) {
  const key = `duer-audit-ouvertes:${duerId}`;
  const [open, setOpen] = useState<string[]>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    } catch {
      return [];
    }
  });
  const toggle = (id: string, isOpen: boolean) => {
    const next = isOpen ? [...new Set([...open, id])] : open.filter((o) => o !== id);
    sessionStorage.setItem(key, JSON.stringify(next));
    setOpen(next);
  };
  return { open, toggle };
}

/**
 * Spec 002 §2, §4 and §5 (Audit préalable): the categories as an accordion, each question answered, marked not
 * applicable, remarked and moved on the screen until saved (unsaved notice, leave confirmation); additions and
 * deletions are sent at once, a deletion renumbering the rest of its category.
 */
export function DuerAuditEditor(props: { duer: FragmentType<typeof DuerAuditEditor_duer> }) {
  const duer = getFragmentData(DuerAuditEditor_duer, props.duer);
  if (!duer.audit) return <FormAlert message={AUDIT_SAVE_FAILED} />;
  return <Editor duer={duer} audit={duer.audit} />;
}

function Editor({ duer, audit }: { duer: DuerAuditEditor_DuerFragment; audit: Audit }) {
  const {
    value: edits,
    setValue: setEdits,
    draft,
  } = useDraftedState<Edits>(`duer-audit:${duer.id}`, () => ({}));
  const { open, toggle } = useOpenSet(duer.id);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  const [save, { loading: saving }] = useSaveDuerAudit();
  const [remove] = useDeleteDuerAuditQuestion();
  const removal = useConfirmedAction(
    async (id: string) => remove({ auditQuestionId: id }),
    'La question a été supprimée',
  );

  const current = (q: Question) => ({ ...q, ...(edits[q.id] ?? answerOf(q)) });
  const changed = audit.categories
    .flatMap((c) => c.questions)
    .filter((q) => edits[q.id] && !sameAnswer(edits[q.id]!, answerOf(q)))
    .map((q) => edits[q.id]!);
  const dirty = changed.length > 0;
  const edit = (...answers: AuditAnswer[]) =>
    setEdits({ ...edits, ...Object.fromEntries(answers.map((a) => [a.id, a])) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = remarkIssue(changed);
    if (issue) return setError(issue);
    const failures = draft.settle(await save({ input: { duerId: duer.id, questions: changed } }));
    setError(failures[0]?.message);
    if (failures.length === 0) setEdits({});
  }

  const editable = duer.droitModifs;
  const categoryChoices = [...audit.categories, ...audit.categoriesRestantes];
  return (
    <>
      {editable && duer.droitCreation ? (
        <p>
          <Button onClick={() => setAdding(true)}>Ajouter</Button>
        </p>
      ) : null}
      <form className={styles.categories} onSubmit={(event) => void submit(event)} noValidate>
        {audit.categories.length === 0 ? <EmptyState>{AUDIT_EMPTY}</EmptyState> : null}
        {audit.categories.map((c) => {
          const questions = [...c.questions.map(current)].sort((a, b) => a.ordre - b.ordre);
          return (
            <details
              key={c.id}
              className={styles.categorie}
              open={open.includes(c.id)}
              onToggle={(event) => {
                if (event.currentTarget.open !== open.includes(c.id)) toggle(c.id, event.currentTarget.open);
              }}
            >
              <summary>{c.nom}</summary>
              <ol className={styles.questions}>
                {questions.map((q, index) => (
                  <DuerAuditQuestion
                    key={q.id}
                    question={q}
                    editable={editable}
                    first={index === 0}
                    last={index === questions.length - 1}
                    onToggle={() => edit(toggledReponse(answerOf(q)))}
                    onNonApplicable={(checked) => edit(withNonApplicable(answerOf(q), checked))}
                    onRemarque={(remarque) => edit({ ...answerOf(q), remarque })}
                    onMove={(step) => edit(...moved(questions.map(answerOf), q.id, step))}
                    onDelete={duer.droitCreation ? () => removal.ask(q.id) : null}
                  />
                ))}
              </ol>
            </details>
          );
        })}
        <FormAlert message={error} />
        {dirty ? <DuerUnsavedBar busy={saving} /> : null}
      </form>
      <Dialog open={adding} title={AUDIT_ADD_TITLE} onClose={() => setAdding(false)}>
        <DuerAuditAddForm duerId={duer.id} categories={categoryChoices} onDone={() => setAdding(false)} />
      </Dialog>
      <ConfirmDialog
        title="Supprimer la question"
        question={DELETE_QUESTION_QUESTION}
        yes="Supprimer"
        no="Annuler"
        {...removal.dialog}
      />
      <LeaveGuard dirty={dirty} />
    </>
  );
}
