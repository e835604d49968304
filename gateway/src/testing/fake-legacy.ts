import { afterEach, beforeEach } from 'vitest';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildGateway } from '../app.ts';
import type { UpstreamCall } from '../app.ts';
import { loadConfig } from '../config.ts';
import { SESSION_COOKIE, sessionCookieValue } from '../http/session-cookie.ts';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A body sent as is (pictures), instead of JSON. */
  raw?: string;
}

export interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Route = (call: ReceivedCall) => FakeAnswer | Promise<FakeAnswer>;

export const TOKEN = 'jeton-proprietaire';
/** The cookie secret of the gateways the unit tests start, so that `SESSION` is read as the owner. */
export const TEST_COOKIE_SECRET = 'secret-des-tests-unitaires-de-la-passerelle';
export const PASSWORD = 'Portail-Demo-2026!';

/** A file as the legacy's lists send it, with the fields a test sets. */
export const legacyDossier = (
  codeDossier: string,
  raisonSociale: string,
  extra: Record<string, unknown> = {},
) => ({
  id: '1',
  codeDossier,
  codeEntite: '0001',
  guidPersonne: 'guid-proprietaire',
  raisonSociale,
  idRole: 1,
  estFavoris: false,
  statut: 'Bon',
  typeActivite: 'AGRI',
  modulesEffectifs: ['mod_rdv'],
  ...extra,
});

/** The owner's profile as GET /api/user answers it, with the fields a test sets. */
export const ownerProfile = (extra: Record<string, unknown> = {}) => ({
  id: '1001',
  guidPersonne: null,
  nom: 'Morel',
  prenom: 'Jeanne',
  adresse: null,
  tel: null,
  port: null,
  canalPrefere: null,
  mail: null,
  hasForum: false,
  estTesteur: false,
  preferences: { sendMailWhenNotify: false },
  ...extra,
});

/** The owner's rights answer (GET /api/droits) with these modules on AGR001. */
export const ownerRightsWith = (modules: string[]) => (): FakeAnswer => ({
  body: {
    userId: 'proprietaire@demo.fr',
    typeUtilisateur: 'client',
    mesDroits: { utilisateur: [], dossiers: [{ codeDossier: 'AGR001', modules }] },
    fonctionsUtilisateur: [],
  },
});

/** A signed-in owner with two files, the answers CONTRACT.md describes. */
export function ownerRoutes(): Record<string, Route> {
  const signedIn = (call: ReceivedCall) => call.headers.cookie === `LEGACY_SESSION=${TOKEN}`;
  return {
    'POST /api/auth/login': (call) => {
      const { password } = JSON.parse(call.body) as { password: string };
      return password === PASSWORD
        ? {
            body: { status: 'OK', userId: 'proprietaire@demo.fr', typeUtilisateur: 'client' },
            headers: { 'set-cookie': `LEGACY_SESSION=${TOKEN}; HttpOnly; Path=/` },
          }
        : { status: 401, body: { message: 'Identifiant ou mot de passe incorrect.', affichable: true } };
    },
    'GET /api/auth/authenticate': (call) => ({
      body: signedIn(call)
        ? { status: 'OK', userId: 'proprietaire@demo.fr', typeUtilisateur: 'client' }
        : { status: 'KO' },
    }),
    'GET /api/auth/logout': () => ({ body: { status: 'OK' } }),
    'GET /api/droits': () => ({
      body: {
        userId: 'proprietaire@demo.fr',
        typeUtilisateur: 'client',
        mesDroits: {
          utilisateur: ['oic'],
          dossiers: [{ codeDossier: 'AGR001', modules: ['page_rdv', 'mod_chiffres'] }],
        },
        fonctionsUtilisateur: [],
      },
    }),
    'GET /api/user/dossiers': () => ({
      body: [
        legacyDossier('AGR001', 'EARL des Aulnes', { estFavoris: true }),
        legacyDossier('VIT002', 'Domaine Blanc'),
      ],
    }),
    'GET /api/chiffres/accueil/AGR001': () => ({
      body: {
        dateMiseAJour: '2026-11-01T00:00:00.000Z',
        chiffres: [
          {
            slug: 'ca',
            libelle: "Chiffre d'affaires",
            valeur: 120000,
            unite: '€',
            decimales: 0,
            dateFinExercice: null,
          },
        ],
      },
    }),
    'GET /api/appointments/AGR001?limit=100': () => ({
      body: [
        {
          id: '7',
          date: '2026-12-01T09:30:00.000+01:00',
          dateFin: null,
          title: 'Bilan',
          description: null,
          location: null,
          address: null,
          typeCommunication: 'Visio',
          reason: null,
          isEvent: false,
          upcoming: true,
          codeAgent: null,
        },
      ],
    }),
  };
}

/** A legacy API on a free port that answers from a route table and records every call it receives. */
export async function startFakeLegacy(routes: Record<string, Route>) {
  const calls: ReceivedCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void answerCall();
    });
    const answerCall = async () => {
      const call = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route
        ? await route(call)
        : { status: 404, body: { message: 'Introuvable', affichable: false } };
      res.writeHead(answer.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
        ...answer.headers,
      });
      res.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    routes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The gateway in memory against a fake legacy; `upstream` lists the calls the gateway reported. */
export async function startGatewayAgainst(legacyUrl: string, env: Record<string, string> = {}) {
  const upstream: UpstreamCall[] = [];
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      COOKIE_SECRET: TEST_COOKIE_SECRET,
      ...env,
    }),
    legacyApiUrl: legacyUrl,
  };
  const app = await buildGateway(config, { onUpstreamCall: (call) => upstream.push(call) });
  return { app, upstream };
}

type Gateway = Awaited<ReturnType<typeof buildGateway>>;

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  extensions?: Record<string, unknown>;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** An answer without `extensions.cost`, for a test about something else (its cost is request-cost.test.ts's). */
export function withoutCost(answer: GraphQLAnswer | GraphQLAnswer[]): GraphQLAnswer | GraphQLAnswer[] {
  if (Array.isArray(answer)) return answer.map((one) => withoutCost(one) as GraphQLAnswer);
  if (!answer.extensions) return answer;
  const { cost: _cost, ...rest } = answer.extensions;
  const { extensions: _extensions, ...bare } = answer;
  return Object.keys(rest).length > 0 ? { ...bare, extensions: rest } : bare;
}

/**
 * Posts one operation (or a batch) the way the web app does: JSON, CSRF header, session cookie when given. `json()`
 * answers without `extensions.cost`, which every answer carries and rate-limit/request-cost.test.ts tests: the
 * other tests compare what they are about.
 */
export async function postGraphQL(
  app: Gateway,
  payload:
    | { query: string; variables?: Record<string, unknown> }
    | { query: string; variables?: Record<string, unknown> }[],
  options: { cookie?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: JSON.stringify(payload),
  });
  return {
    response,
    json: () => withoutCost(response.json<GraphQLAnswer | GraphQLAnswer[]>()) as GraphQLAnswer,
  };
}

/** The cookie of a browser signed in as the owner, sealed as the gateway seals it. */
export const SESSION = `${SESSION_COOKIE}=${sessionCookieValue(TEST_COOKIE_SECRET, {
  token: TOKEN,
  identity: { userId: 'proprietaire@demo.fr', typeUtilisateur: 'client' },
})}`;

/**
 * A fake legacy with the owner's answers and a gateway in front of it, fresh for each test of the file that
 * calls this at its top level.
 */
export function useOwnerStack() {
  const stack = {} as {
    legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
    gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
  };
  beforeEach(async () => {
    stack.legacy = await startFakeLegacy(ownerRoutes());
    stack.gateway = await startGatewayAgainst(stack.legacy.url);
  });
  afterEach(async () => {
    await stack.gateway.app.close();
    await stack.legacy.close();
  });
  return stack;
}
