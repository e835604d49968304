import { EXTERNAL_OUTCOME_PARAM, externalOutcomeMessage } from '@portal/schema/rules/external-sign-in';
import { useSearchParams } from 'react-router';

/** The French message of a failed external sign-in the gateway sent this page back with, or undefined. */
export function useExternalOutcomeMessage(): string | undefined {
  const [search] = useSearchParams();
  return externalOutcomeMessage(search.get(EXTERNAL_OUTCOME_PARAM)) ?? undefined;
}
