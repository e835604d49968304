import { TOTP } from 'otpauth';
import { postGraphQL } from './fake-legacy.ts';

type Gateway = Parameters<typeof postGraphQL>[0];

const START =
  'mutation { startAuthenticatorEnrolment { enrolment { enrolmentKey secret otpauthUri qrCodeSvg } } }';
const CONFIRM = `mutation ($input: ConfirmAuthenticatorInput!) {
  confirmAuthenticator(input: $input) {
    secondFactor { id name kind }
    recoveryCodes
    errors { field message }
  }
}`;

/** What the person's app shows `offsetSeconds` from now (RFC 6238, SHA-1, 30 s, six digits). */
export const appCode = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/**
 * Adds an authenticator app for the browser of `cookie` as Mon compte does: the QR code's secret, then its code of
 * now. Its secret and recovery codes are what the person would have kept.
 */
export async function enrolAuthenticator(app: Gateway, cookie: string, name = 'Téléphone de Marie') {
  const { json: started } = await postGraphQL(app, { query: START }, { cookie });
  const { enrolment } = (
    started().data as {
      startAuthenticatorEnrolment: { enrolment: { enrolmentKey: string; secret: string } };
    }
  ).startAuthenticatorEnrolment;
  const { json: confirmed } = await postGraphQL(
    app,
    {
      query: CONFIRM,
      variables: { input: { enrolmentKey: enrolment.enrolmentKey, code: appCode(enrolment.secret), name } },
    },
    { cookie },
  );
  const payload = (
    confirmed().data as {
      confirmAuthenticator: {
        secondFactor: { id: string } | null;
        recoveryCodes: string[] | null;
        errors: unknown[];
      };
    }
  ).confirmAuthenticator;
  if (!payload.secondFactor) throw new Error(`enrolment refused: ${JSON.stringify(payload.errors)}`);
  return {
    id: payload.secondFactor.id,
    secret: enrolment.secret,
    recoveryCodes: payload.recoveryCodes ?? [],
  };
}

/** The `name=value` of a cookie a response sets (not one it clears), or null. */
export function cookieSet(headers: Record<string, unknown>, name: string): string | null {
  const lines = headers['set-cookie'];
  const all = Array.isArray(lines) ? (lines as string[]) : typeof lines === 'string' ? [lines] : [];
  const match = all.map((line) => new RegExp(`^${name}=([^;]+)`).exec(line)).find((m) => m !== null);
  return match ? `${name}=${match[1]}` : null;
}
