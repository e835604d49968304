import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The Altcha widget's payload for a challenge of the gateway at `gatewayOrigin`, solved as a browser would. */
export async function solvedCaptcha(gatewayOrigin: string): Promise<string> {
  const challenge = (await (await fetch(`${gatewayOrigin}/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The link of the last mail the emulator at `emulatorUrl` sent to `recipient` (its development outbox). */
export async function lastLinkTo(emulatorUrl: string, recipient: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/__outbox?recipient=${encodeURIComponent(recipient)}`);
  const mails = (await response.json()) as { link: string }[];
  const mail = mails[0];
  if (!mail) throw new Error(`no mail to ${recipient} in the emulator's outbox`);
  return mail.link;
}

/** The code of the last mail or SMS the emulator at `emulatorUrl` sent to `recipient` (its development outbox). */
export async function lastCodeTo(emulatorUrl: string, recipient: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/__outbox?recipient=${encodeURIComponent(recipient)}`);
  const mails = (await response.json()) as { code: string | null }[];
  const code = mails[0]?.code;
  if (!code) throw new Error(`no code sent to ${recipient} in the emulator's outbox`);
  return code;
}
