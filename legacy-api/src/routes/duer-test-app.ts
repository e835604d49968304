import { afterAll, beforeAll } from 'vitest';
import { callsAs, DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

type Calls = Awaited<ReturnType<typeof callsAs>>;

/** A DUER route file's emulator, with the callers its tests speak as: AGR001's owner and partner, and staff. */
export interface DuerTestApp {
  ctx: Awaited<ReturnType<typeof startTestApp>>;
  owner: Calls;
  partner: Calls;
  staff: Calls;
  /** The owner's and staff's session cookies, for the multipart posts. */
  ownerCookie: string;
  staffCookie: string;
}

/** Starts the file's own emulator before its tests and stops it after them; read its fields inside the tests. */
export function duerTestApp(): DuerTestApp {
  const own = {} as DuerTestApp;
  beforeAll(async () => {
    own.ctx = await startTestApp();
    [own.owner, own.partner, own.staff, own.ownerCookie, own.staffCookie] = await Promise.all([
      callsAs(own.ctx.app, 'proprietaire@demo.fr'),
      callsAs(own.ctx.app, 'associe@demo.fr'),
      callsAs(own.ctx.app, 'collaborateur'),
      signIn(own.ctx.app, 'proprietaire@demo.fr'),
      signIn(own.ctx.app, 'collaborateur'),
    ]);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => stopTestApp(own.ctx));
  return own;
}
