import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, type DemoLogin, type WorkerStack } from './fixtures.ts';

// What the worker's emulator received, read from the emulator itself (`stack.legacyUrl`) and from its data
// folder (`stack.legacyDataDir`).

export const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** A BookingRequest as `GET /api/appointments/requests/{id}` answers it (legacy-api/CONTRACT.md). */
export interface BookingRequest {
  id: string;
  codeDossier: string;
  codeAgent: string;
  reason: string;
  tel: string | null;
  email: string | null;
  files: { name: string; size: number; sha256: string }[];
}

/** Signs in to the emulator itself; the request context keeps its LEGACY_SESSION cookie for the next calls. */
export async function emulatorSession(request: APIRequestContext, stack: WorkerStack, login: DemoLogin) {
  const emulator = stack.legacyUrl;
  const signedIn = await request.post(`${emulator}/api/auth/login`, {
    data: { username: login, password: DEMO_PASSWORD },
  });
  if (!signedIn.ok()) throw new Error(`emulator sign-in: ${signedIn.status()} ${await signedIn.text()}`);
  return {
    async bookingRequest(id: string): Promise<BookingRequest> {
      const answer = await request.get(`${emulator}/api/appointments/requests/${encodeURIComponent(id)}`);
      if (!answer.ok()) throw new Error(`booking request ${id}: ${answer.status()} ${await answer.text()}`);
      return (await answer.json()) as BookingRequest;
    },
  };
}

/**
 * The emulator streams a booking's files to `<LEGACY_DATA_DIR>/files/appointments/<request id>/<n>-<name>`
 * (legacy-api/README.md). The gateway's answer does not carry the request id: the folder of a request is found
 * by the file name it holds, which the test makes unique.
 */
export async function findStoredBooking(
  stack: WorkerStack,
  fileName: string,
): Promise<{ id: string; files: { name: string; sha256: string }[] } | null> {
  const folder = join(stack.legacyDataDir, 'files', 'appointments');
  const requests = await readdir(folder).catch(() => [] as string[]);
  for (const id of requests) {
    const names = await readdir(join(folder, id)).catch(() => [] as string[]);
    if (!names.some((name) => name.endsWith(`-${fileName}`))) continue;
    const files = await Promise.all(
      names.sort().map(async (name) => ({ name, sha256: sha256(await readFile(join(folder, id, name))) })),
    );
    return { id, files };
  }
  return null;
}
