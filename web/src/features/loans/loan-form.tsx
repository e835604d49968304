import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOAN_PERIODS,
  LOAN_RATE,
  loanForm,
  MODES_REMBOURSEMENT,
  PERIODICITES,
  type LoanFormInput,
} from '@portal/schema/rules/loans';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { Actions, FormError } from '../../ui/actions.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { useDraftedForm } from '../../offline/use-form-draft.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useAddLoanMutation, useUpdateLoanMutation } from './use-loan-mutations.ts';
import styles from './loans.module.css';

export const LoanForm_loan = graphql(`
  fragment LoanForm_loan on Loan {
    id
    libelle
    valeurEntree
    taux
    periodicite
    modeRemboursement
    nombrePeriodes
    exerciceDateDebut
  }
`);

type Field = keyof LoanFormInput;
const FIELDS: readonly Field[] = [
  'libelle',
  'valeurEntree',
  'taux',
  'periodicite',
  'modeRemboursement',
  'duree',
  'exerciceDateDebut',
];
const fieldOf = (path: string | null | undefined): Field | null => {
  const name = path?.split('.').pop() as Field | undefined;
  return name && FIELDS.includes(name) ? name : null;
};

/**
 * Spec 001 §2 (ajout-emprunt, edit-emprunt): the loan's terms, each checked by the shared rule with its alert
 * (schema/rules/loans.ts); back to the simulator once saved.
 */
export function LoanForm(props: { codeDossier: string; loan?: FragmentType<typeof LoanForm_loan> | null }) {
  const loan = getFragmentData(LoanForm_loan, props.loan) ?? null;
  const navigate = useNavigate();
  const [add] = useAddLoanMutation();
  const [update] = useUpdateLoanMutation();
  // Issue 23: terms typed away from the office stay on this device until saved.
  const { form, draft } = useDraftedForm<LoanFormInput>(`emprunt:${loan?.id ?? 'nouveau'}`, {
    resolver: zodResolver(loanForm),
    defaultValues: {
      libelle: loan?.libelle ?? '',
      valeurEntree: loan ? String(loan.valeurEntree) : '',
      taux: loan ? String(loan.taux) : '',
      periodicite: (loan?.periodicite ?? '') as LoanFormInput['periodicite'],
      modeRemboursement: (loan?.modeRemboursement ?? '') as LoanFormInput['modeRemboursement'],
      duree: loan ? String(loan.nombrePeriodes) : '',
      exerciceDateDebut: loan?.exerciceDateDebut ?? '',
    },
    reValidateMode: 'onChange',
  });
  const submit = form.handleSubmit(async (values) => {
    const terms = loanForm.parse(values);
    const failures = draft.settle(
      loan
        ? await update({ input: { id: loan.id, terms } })
        : await add({ input: { codeDossier: props.codeDossier, terms } }),
    );
    for (const failure of failures)
      form.setError(fieldOf(failure.field) ?? 'root.server', { message: failure.message });
    if (failures.length === 0) void navigate(paths.loanSimulator.href());
  });
  const { errors } = form.formState;
  const select = (name: 'periodicite' | 'modeRemboursement', label: string, options: [string, string][]) => (
    <label className={styles.select}>
      {label}
      <select {...form.register(name)} aria-invalid={errors[name] ? true : undefined}>
        <option value="">Choisir…</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {errors[name] ? <span className={styles.error}>{errors[name].message}</span> : null}
    </label>
  );
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.root?.server ? <FormError>{errors.root.server.message}</FormError> : null}
      <TextField label="Libellé" error={errors.libelle?.message} {...form.register('libelle')} />
      <TextField
        label="Montant emprunté (€)"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        error={errors.valeurEntree?.message}
        {...form.register('valeurEntree')}
      />
      <TextField
        label="Taux annuel (%)"
        type="number"
        min={LOAN_RATE.min}
        max={LOAN_RATE.max}
        step={LOAN_RATE.step}
        inputMode="decimal"
        error={errors.taux?.message}
        {...form.register('taux')}
      />
      {select(
        'periodicite',
        'Périodicité',
        Object.keys(PERIODICITES).map((p) => [p, p]),
      )}
      {select('modeRemboursement', 'Mode de remboursement', Object.entries(MODES_REMBOURSEMENT))}
      <TextField
        label="Nombre de périodes"
        type="number"
        min={LOAN_PERIODS.min}
        max={LOAN_PERIODS.max}
        step={1}
        inputMode="numeric"
        error={errors.duree?.message}
        {...form.register('duree')}
      />
      <TextField
        label="Date de début"
        type="date"
        error={errors.exerciceDateDebut?.message}
        {...form.register('exerciceDateDebut')}
      />
      <Actions>
        <SendButton busy={form.formState.isSubmitting} kept>
          Enregistrer
        </SendButton>
      </Actions>
    </form>
  );
}
