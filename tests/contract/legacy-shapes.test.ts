import { opensBoardDocuments } from '@portal/schema/rules/documents';
import { opensBilling } from '@portal/schema/rules/billing';
import { assolementYears, opensCropRotation } from '@portal/schema/rules/crop-rotation';
import { DEFAULT_MAP_CULTURE, ZONE_TYPES } from '@portal/schema/rules/yield-map';
import { LegacyClient } from '@portal/gateway/domains/legacy-client';
import { LegacyHttp } from '@portal/gateway/transport/http';
import type { LegacyDossier } from '@portal/gateway/domains/legacy-shapes';
import { loadConfig } from '@portal/gateway/config';
import { ACCOUNTS, DEMO_PASSWORD } from '@portal/legacy-api/db/seed/accounts';
import { monthlyYears } from '@portal/schema/rules/figures';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

// The gateway's own typed client against the seeded emulator: every GET it makes, for every demo account, is
// parsed with the zod shapes of gateway/src/domains/legacy-shapes.ts. A drift of the emulator (or of the shapes) shows
// here as the path and the zod issues, before it shows on a screen as UPSTREAM_ERROR.

// The shapes are under test, not the timing: bounds a loaded machine never reaches, and no breaker to open.
const config = loadConfig({
  NODE_ENV: 'test',
  LEGACY_TIMEOUT_MS: '30000',
  LEGACY_READ_TIMEOUT_MS: '30000',
  LEGACY_BREAKER_FAILURES: '1000',
});
const http = new LegacyHttp({
  baseUrl: inject('legacyUrl'),
  timeoutMs: config.legacyTimeoutMs,
  readTimeoutMs: config.legacyReadTimeoutMs,
  connections: 8,
  policy: config.upstreamPolicy,
  uploadConnections: 1,
});
afterAll(() => http.close());

/** A client of one request with a budget that never runs out, logging the shapes' refusals into `refusals`. */
function clientFor(refusals: unknown[]): LegacyClient {
  const log = pino({ level: 'error' }, { write: (line: string) => void refusals.push(JSON.parse(line)) });
  return new LegacyClient(http, { session: null, requestId: 'contrat-formes', log, callsPerRequest: 10_000 });
}

/** Every GET the gateway makes about one file, with the ids the file's own answers give. */
async function readFile(legacy: LegacyClient, d: LegacyDossier, collaborator: boolean): Promise<void> {
  if (collaborator) await legacy.droits.fileRights(d.guidPersonne, d.codeDossier);
  await legacy.home.keyFigures(d.codeDossier);
  await Promise.all([
    legacy.figures.financialYears(d.codeDossier),
    ...monthlyYears(new Date().getUTCFullYear()).map((year) =>
      legacy.figures.calendarYear(year, d.codeDossier),
    ),
  ]);
  await legacy.contacts.ofFile(d.codeDossier);
  await legacy.tools.list(d.codeDossier);
  await legacy.loans.list(d.codeDossier);
  if (opensBilling(d.modulesEffectifs)) await legacy.billing.ofFile(d.codeDossier);
  await legacy.generalAssembly.dates(d.codeDossier);
  await legacy.generalAssembly.invitations(new Date().getUTCFullYear(), d.codeDossier);
  if (opensCropRotation(d.modulesEffectifs))
    await Promise.all([
      legacy.cropRotation.cultures(),
      ...assolementYears(new Date().getUTCFullYear()).map((year) =>
        legacy.cropRotation.year(d.codeDossier, year),
      ),
      ...ZONE_TYPES.flatMap((type) => [
        legacy.yieldMap.zones(type),
        legacy.yieldMap.averages(new Date().getUTCFullYear() - 1, type),
      ]),
      legacy.yieldMap.quartiles(DEFAULT_MAP_CULTURE, new Date().getUTCFullYear() - 1),
    ]);
  const tree = await legacy.documents.tree(d.codeDossier);
  const firstPage = { filter: '*', page: 1, size: 20 };
  await Promise.all(
    tree.nodes.flatMap((node) => [
      legacy.documents.documents(d.codeDossier, node._id, firstPage),
      ...(node._id === 'factures' ? [legacy.documents.invoices(d.codeDossier, 0, 'All', firstPage)] : []),
    ]),
  );
  await Promise.all([
    legacy.documentUploads.history(d.codeDossier),
    legacy.documentUploads.hasPayrollManager(d.codeDossier),
  ]);
  const appointments = await legacy.appointments.list(d.codeDossier);
  await Promise.all(appointments.map((a) => legacy.appointments.participants(a.id)));
  const events = await legacy.events.list(d.codeDossier);
  await Promise.all(
    events.flatMap((e) => [
      legacy.events.subscriptions(d.codeDossier, e.id),
      ...(e.idcampagne === null ? [] : [legacy.events.linked(e.idcampagne, d.codeDossier)]),
    ]),
  );
}

/** Every GET the gateway makes for one signed-in account, then about each file it may read. */
async function readAccount(legacy: LegacyClient, login: string, collaborator: boolean): Promise<void> {
  await Promise.all([
    legacy.auth.identity(),
    legacy.droits.rights(),
    legacy.user.profile(),
    legacy.droits.invitations(),
    legacy.notifications.list(),
    legacy.notifications.unreadCount(),
    legacy.home.sections(),
    legacy.figures.stats(),
    legacy.shortcuts.list(),
    legacy.parcours.inProgress('home'),
    legacy.account.communications(),
    legacy.account.countries(),
    collaborator ? legacy.collaborateur.searchDossiers('AGR') : null,
    legacy.sharing.roles(),
    legacy.sharing.categories(),
    legacy.sharing.myRights(),
    legacy.sharing.transmitted(),
    legacy.sharing.sentInvitations(),
    legacy.gallery.list(),
    ...['charte-utilisation', 'meteo-agricole', 'inconnue'].map((id) => legacy.genericPages.byId(id)),
    legacy.services.list(),
    legacy.documentations.tree(),
    legacy.documentations.library('DOC-TVA', { filter: '*', page: 1, size: 20 }),
    legacy.tutorials.cards('tutos'),
    legacy.documents.available(),
  ]);
  // The board's documents answer administrators only (403 for anyone else, never parsed).
  if (opensBoardDocuments((await legacy.droits.rights()).mesDroits.utilisateur)) {
    const workspaces = await legacy.boardDocuments.workspaces();
    await Promise.all(workspaces.map((w) => legacy.boardDocuments.documents(w.uuid)));
  }
  const dossiers = collaborator ? await legacy.droits.portfolio(login) : await legacy.user.dossiers();
  // A collaborator may not open a resigned file (403): the gateway never reads one.
  const readable = dossiers.filter((d) => !collaborator || d.statut !== 'Demissionne');
  for (const d of readable) await readFile(legacy, d, collaborator);
}

describe('every legacy answer the gateway reads matches its zod shape', () => {
  it.each(ACCOUNTS.map((a) => [a.login, a.type] as const))(
    'for %s, every GET of the account and of each of its files parses',
    async (login, type) => {
      const refusals: unknown[] = [];
      const legacy = clientFor(refusals);
      await legacy.theme.byCode(config.brand);
      const signedIn = await legacy.auth.login(login, DEMO_PASSWORD);
      expect(signedIn).not.toBeNull();
      legacy.useSession(signedIn);
      const failure = await readAccount(legacy, login, type === 'collab').then(
        () => null,
        (error: unknown) => String(error),
      );
      expect({ failure, refusals }).toEqual({ failure: null, refusals: [] });
    },
  );
});
