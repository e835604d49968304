import { useMutation } from '@apollo/client/react';
import { PASSKEY_REFUSED } from '@portal/schema/rules/second-factor';
import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql/index.ts';

const StartPasskeySignInDocument = graphql(`
  mutation StartPasskeySignIn {
    startPasskeySignIn {
      options
      errors {
        field
        message
      }
    }
  }
`);

const IdentifyPasskeyDocument = graphql(`
  mutation IdentifyPasskey($response: String!) {
    identifyPasskey(response: $response) {
      login
      errors {
        field
        message
      }
    }
  }
`);

/** What the login field's passkey offer came to: the chosen passkey's login, or why it was refused. */
export type PasskeyChoice = { login: string } | { refused: string };

/**
 * The passkey-first sign-in (issue 47, decision 011): where the browser offers passkeys in the login field's
 * autofill (conditional mediation), the one the person picks names its owner, whose password is then asked; the
 * gateway spares that sign-in its second step. Nothing happens where the browser offers none.
 */
export function usePasskeyAutofill(): PasskeyChoice | null {
  const [start] = useMutation(StartPasskeySignInDocument);
  const [identify] = useMutation(IdentifyPasskeyDocument);
  const [choice, setChoice] = useState<PasskeyChoice | null>(null);

  useEffect(() => {
    let current = true;
    async function offer() {
      if (!(await browserSupportsWebAuthnAutofill())) return;
      const { data } = await start();
      const options = data?.startPasskeySignIn.options;
      if (!options || !current) return;
      // Pending until a passkey is picked; the second step's own prompt, or leaving the form, cancels it.
      const response = await startAuthentication({
        optionsJSON: JSON.parse(options) as never,
        useBrowserAutofill: true,
      });
      const { data: identified } = await identify({ variables: { response: JSON.stringify(response) } });
      const login = identified?.identifyPasskey.login;
      if (current) setChoice(login ? { login } : { refused: PASSKEY_REFUSED });
    }
    // A browser that cancels or refuses the offer leaves the form as it was: the password and the second step.
    offer().catch(() => undefined);
    return () => {
      current = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [start, identify]);

  return choice;
}
