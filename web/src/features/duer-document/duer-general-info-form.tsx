import {
  GENERAL_INFO_FAILED,
  GENERAL_INFO_GROUPS,
  generalInfoIssues,
  type GeneralInfo,
} from '@portal/schema/rules/duer-general-info';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { DuerTextForm } from './duer-text-form.tsx';
import { useSaveInformationsGenerales } from './use-duer-form-mutations.ts';

export const DuerGeneralInfoForm_duer = graphql(`
  fragment DuerGeneralInfoForm_duer on Duer {
    id
    droitModifs
    informationsGenerales {
      natureActivite
      nombreSalaries
      trousseDeSecours
      responsableTrousseDeSecours
      presenceDeSecouriste
      referentSecurite
      tauxCotisationAtMp
      nombreAccidents
      nombreMaladiesProfessionnelles
    }
  }
`);

/** Spec 002 §2 (Informations générales): the three groups of fields, each at most 128 characters (§5). */
export function DuerGeneralInfoForm(props: { duer: FragmentType<typeof DuerGeneralInfoForm_duer> }) {
  const duer = getFragmentData(DuerGeneralInfoForm_duer, props.duer);
  const [save] = useSaveInformationsGenerales();
  const stored = duer.informationsGenerales;
  if (!stored) return <FormAlert message={GENERAL_INFO_FAILED} />;
  return (
    <DuerTextForm
      name={`duer-informations-generales:${duer.id}`}
      groups={GENERAL_INFO_GROUPS}
      stored={stored}
      editable={duer.droitModifs}
      issues={generalInfoIssues}
      save={(values) => save({ input: { duerId: duer.id, ...(values as GeneralInfo) } })}
    />
  );
}
