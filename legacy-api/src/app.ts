import { mkdir } from 'node:fs/promises';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import { credentialsKeyOf } from './credentials-vault.ts';
import { registerErrorHandlers } from './errors.ts';
import { faultsPlugin } from './faults.ts';
import type { RouteDeps } from './route-deps.ts';
import { accountRoutes } from './routes/account.ts';
import { appointmentsRoutes } from './routes/appointments.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { breachRangeRoutes } from './routes/breach-range.ts';
import { hiringWidgetRoutes } from './routes/hiring-widget.ts';
import { figuresRoutes } from './routes/figures.ts';
import { contactsRoutes } from './routes/contacts.ts';
import { cropRotationRoutes } from './routes/crop-rotation.ts';
import { duerRoutes } from './routes/duer.ts';
import { duerCategoriesRoutes } from './routes/duer-categories.ts';
import { duerModulesRoutes } from './routes/duer-modules.ts';
import { duerGroupesRoutes } from './routes/duer-groupes.ts';
import { duerRisquesRoutes } from './routes/duer-risques.ts';
import { duerPagesRoutes } from './routes/duer-pages.ts';
import { duerAnnexesRoutes } from './routes/duer-annexes.ts';
import { duerGeneralInfoRoutes } from './routes/duer-general-info.ts';
import { duerPreambleRoutes } from './routes/duer-preamble.ts';
import { duerAuditRoutes } from './routes/duer-audit.ts';
import { duerPrintRoutes } from './routes/duer-print.ts';
import { duerPictosRoutes } from './routes/duer-pictos.ts';
import { yieldMapRoutes } from './routes/yield-map.ts';
import { documentsRoutes } from './routes/documents.ts';
import { boardDocumentsRoutes } from './routes/board-documents.ts';
import { credentialsRoutes } from './routes/credentials.ts';
import { pelemailRoutes } from './routes/pelemail.ts';
import { collaborateurRoutes } from './routes/collaborateur.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { documentUploadsRoutes } from './routes/document-uploads.ts';
import { droitsRoutes } from './routes/droits.ts';
import { loansRoutes } from './routes/loans.ts';
import { eventsRoutes } from './routes/events.ts';
import { genericPagesRoutes } from './routes/generic-pages.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { documentationsRoutes } from './routes/documentations.ts';
import { tutorialsRoutes } from './routes/tutorials.ts';
import { generalAssemblyRoutes } from './routes/general-assembly.ts';
import { invitationsRoutes } from './routes/invitations.ts';
import { newHomeSectionRoutes } from './routes/newhomesection.ts';
import { notificationsRoutes } from './routes/notifications.ts';
import { toursRoutes } from './routes/tours.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { registrationRoutes } from './routes/registration.ts';
import { servicesRoutes } from './routes/services.ts';
import { sharingRoutes } from './routes/sharing.ts';
import { shortcutsRoutes } from './routes/shortcuts.ts';
import { themeRoutes } from './routes/theme.ts';
import { toolsRoutes } from './routes/tools.ts';
import { userRoutes } from './routes/user.ts';
import { sharedSchemaCompilers } from './schema-compilers.ts';
import { sessionPlugin } from './session.ts';

export { openDatabase, type Db } from './db/db.ts';
export { fixedClock, systemClock, type Clock } from './clock.ts';

export interface BuildAppOptions {
  db: Db;
  clock: Clock;
  /** Where uploaded files are kept (created when missing). */
  filesDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Fault injection and the call log for tests (`/__faults`, `/__calls`); never on in a normal run. */
  faults?: boolean;
  /** Seals the shared credentials' passwords; a random one when not given. */
  credentialsKey?: Buffer;
  /** The mails sent, listed at `/__outbox` for tests and demos; never on in production. */
  outbox?: boolean;
  /** The local OpenID provider at `/oidc` (the external sign-in of development, tests and demos); never in production. */
  oidcProvider?: boolean;
}

// Passwords travel in login bodies and sessions in cookies: neither may reach a log line.
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'body.password',
  'body.motDePasse',
  'motDePasse',
  '*.motDePasse',
  'body.pwd',
  'password',
  '*.password',
];

export const OPENAPI_TITLE = 'API historique du portail (émulateur)';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  await mkdir(options.filesDir, { recursive: true });
  const logger =
    options.logger === undefined || options.logger === true
      ? { level: 'info', redact: REDACTED }
      : options.logger && typeof options.logger === 'object'
        ? { ...options.logger, redact: REDACTED }
        : false;
  const app = Fastify({
    logger,
    requestIdHeader: 'x-request-id',
    schemaController: sharedSchemaCompilers,
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandlers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: OPENAPI_TITLE,
        version: '1.0.0',
        description:
          "L'émulateur de l'API REST historique du cabinet. Session par cookie LEGACY_SESSION ; les collaborateurs envoient l'en-tête usernamegerant. Erreurs : { message, affichable }.",
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'LEGACY_SESSION' } },
      },
    },
  });
  await app.register(cookie);
  if (options.faults) await app.register(faultsPlugin);
  // Loaded only when on: a production emulator never runs the provider's code.
  if (options.oidcProvider) (await import('./oidc-provider/dev-provider.ts')).mountDevOidcProvider(app);

  const deps: RouteDeps = {
    db: options.db,
    clock: options.clock,
    filesDir: options.filesDir,
    credentialsKey: options.credentialsKey ?? credentialsKeyOf(undefined),
  };
  await app.register(sessionPlugin, deps);
  for (const routes of [
    authRoutes,
    droitsRoutes,
    collaborateurRoutes,
    userRoutes,
    notificationsRoutes,
    newHomeSectionRoutes,
    appointmentsRoutes,
    eventsRoutes,
    figuresRoutes,
    toursRoutes,
    themeRoutes,
    contactsRoutes,
    credentialsRoutes,
    registrationRoutes,
    passwordResetRoutes,
    toolsRoutes,
    shortcutsRoutes,
    loansRoutes,
    invitationsRoutes,
    sharingRoutes,
    breachRangeRoutes,
    hiringWidgetRoutes,
    cropRotationRoutes,
    duerRoutes,
    duerCategoriesRoutes,
    duerModulesRoutes,
    duerGroupesRoutes,
    duerRisquesRoutes,
    duerPagesRoutes,
    duerGeneralInfoRoutes,
    duerPreambleRoutes,
    duerAuditRoutes,
    duerPrintRoutes,
    duerAnnexesRoutes,
    duerPictosRoutes,
    yieldMapRoutes,
    pelemailRoutes,
    accountRoutes,
    documentsRoutes,
    boardDocumentsRoutes,
    documentUploadsRoutes,
    genericPagesRoutes,
    galleryRoutes,
    documentationsRoutes,
    tutorialsRoutes,
    billingRoutes,
    servicesRoutes,
    generalAssemblyRoutes,
    ...(options.outbox ? [devOutboxRoutes] : []),
  ]) {
    await app.register(routes, deps);
  }
  app.get('/openapi.json', { schema: { tags: ['openapi'], summary: 'This OpenAPI 3 description' } }, () =>
    app.swagger(),
  );
  return app;
}
