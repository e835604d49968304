// The second step's addresses and code, read by the app's first chunk (lib/apollo.ts): this module imports
// nothing, so zod (the factors' input rules in second-factor.ts) stays out of the first page.

/**
 * The sign-in page's query parameter that opens its second step directly, where another way in (an invitation's
 * sign-up, the external sign-in) left the person with a password accepted and a code to give.
 */
export const SECOND_STEP_PARAM = 'etape';
export const SECOND_STEP_VALUE = 'code';

/**
 * With SECOND_FACTOR_REQUIRED=collaborators, the code of what a collaborator without a factor is told of anything
 * but its enrolment; the sign-in page's step that enrols one.
 */
export const SECOND_FACTOR_ENROLMENT_REQUIRED_CODE = 'SECOND_FACTOR_ENROLMENT_REQUIRED';
export const ENROLMENT_STEP_VALUE = 'protection';
