import { ID_SHAPES } from '@portal/schema/rules/ids';
import { hasForbiddenCharacter, MULTI_LINE_FIELDS } from '@portal/schema/rules/text';
import type { RecordedCall } from './legacy-recorder.ts';

// Where a legacy path carries an identifier (CONTRACT.md), by the shape it must have, segment by segment.
const PATH_IDS: [RegExp, string[]][] = [
  [/^\/api\/appointments\/participants\/([^/]+)$/, ['legacyId']],
  [/^\/api\/appointments\/([^/]+)$/, ['codeDossier']],
  [/^\/api\/events\/(?:subscriptions|subscribe|subscribeNo)\/([^/]+)\/([^/]+)$/, ['codeDossier', 'legacyId']],
  [/^\/api\/events\/linked\/([^/]+)\/([^/]+)$/, ['legacyId', 'codeDossier']],
  [/^\/api\/(?:user\/dossierFavoris|chiffres\/accueil|droits\/gerant\/[^/]+)\/([^/]+)$/, ['codeDossier']],
  [/^\/api\/parcours\/encours\/([^/]+)$/, ['routeName']],
];

// Body fields carrying identifiers, by call: the appointment's `id` for an edit or a cancellation, the agent's
// for a booking, a participant's and the campaign's for a registration.
const BODY_IDS: [RegExp, Record<string, string>][] = [
  [/^POST \/api\/appointments\/(?:edit|cancel)$/, { id: 'legacyId' }],
  [/^POST \/api\/appointments\/register$/, { id: 'codeAgent', codeDossier: 'codeDossier' }],
  [/^POST \/api\/events\/subscribe\//, { id: 'legacyId', idCampagne: 'legacyId' }],
];

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

// Controls and lone surrogates written out, since JSON.stringify leaves C1 controls as they are (invisible).
const shown = (text: string) =>
  JSON.stringify(text.slice(0, 120)).replace(
    /[\p{Cc}\p{Cs}]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** What is wrong with one text sent to the legacy under this name (and with this identifier's shape), if anything. */
function textProblem(text: string, name: string, shape?: string): string | null {
  if (shape && !ID_SHAPES[shape]?.safeParse(text).success) return `${name} ${shown(text)} is no ${shape}`;
  const kind = MULTI_LINE_FIELDS.has(name) ? 'multi-line' : 'single-line';
  return hasForbiddenCharacter(text, kind) ? `${name} ${shown(text)} holds a forbidden character` : null;
}

/** The text fields of a multipart body, by name (file parts left out). */
function multipartFields(text: string, boundary: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const part of text.split(`--${boundary}`)) {
    const [head = '', ...content] = part.split('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name !== undefined && !/filename=/.test(head))
      fields.push([name, content.join('\r\n\r\n').replace(/\r\n$/, '')]);
  }
  return fields;
}

/** The texts of a body with the name each sits under: JSON strings at any depth, or multipart text fields. */
function bodyTexts(call: RecordedCall): [string, string][] {
  const type = String(call.headers['content-type'] ?? '');
  const text = new TextDecoder().decode(call.body);
  const boundary = /boundary=([^;]+)/.exec(type)?.[1];
  if (boundary) return multipartFields(text, boundary);
  if (!type.includes('json') || text === '') return [];
  const found: [string, string][] = [];
  const walk = (value: unknown, name: string): void => {
    if (typeof value === 'string') found.push([name, value]);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, name));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  walk(JSON.parse(text), '');
  return found;
}

/**
 * What should never have reached the legacy in this call: a control character or a lone surrogate in its path,
 * query or body (line breaks and tabs allowed in a multi-line field), or an identifier without its shape.
 * A lone surrogate cannot be percent-encoded and turns into U+FFFD in a multipart field: those are seen as the
 * gateway's own failure (an internal error in the answer) rather than here.
 */
export function legacyCallProblems(call: RecordedCall): string[] {
  const problems: string[] = [];
  const note = (problem: string | null) => {
    if (problem) problems.push(`${call.method} ${call.url.slice(0, 200)}: ${problem.slice(0, 300)}`);
  };
  const [path = '', query = ''] = call.url.split('?');
  const segments = path.split('/').map(decode);
  if (segments.includes(null)) note(`undecodable path ${path}`);
  for (const segment of segments) if (segment !== null) note(textProblem(segment, 'path segment'));
  const decodedPath = segments.join('/');
  for (const [pattern, shapes] of PATH_IDS) {
    const found = pattern.exec(decodedPath);
    if (found) shapes.forEach((shape, i) => note(textProblem(found[i + 1] ?? '', shape, shape)));
  }
  for (const pair of query.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=').map((part) => decode(part) ?? '\u0000');
    note(textProblem(value, name, name === 'codeDossier' ? name : undefined));
  }
  const bodyIds = BODY_IDS.find(([pattern]) => pattern.test(`${call.method} ${decodedPath}`))?.[1] ?? {};
  for (const [name, text] of bodyTexts(call)) note(textProblem(text, name, bodyIds[name]));
  return problems;
}
