import type { TestProject } from 'vitest/node';
import { startEmulator } from '../support/emulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    legacyUrl: string;
  }
}

/** The emulator's clock during the contract tests: every "upcoming" and relative seed date hangs on it. */
export const LEGACY_NOW = '2026-11-21T08:00:00.000Z';

/** Starts the legacy emulator on a free port with a fresh data folder and a fixed clock, for the whole run. */
export default async function setup(project: TestProject) {
  const emulator = await startEmulator({ now: LEGACY_NOW });
  project.provide('legacyUrl', emulator.url);
  return () => emulator.stop();
}
