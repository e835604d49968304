import { describe, expect, it } from 'vitest';
import {
  CODE_AGENT_INVALID,
  CODE_DOSSIER_INVALID,
  codeAgent,
  entityId,
  entityIdOf,
  parseEntityId,
  codeDossier,
  ID_SHAPES,
  LEGACY_ID_INVALID,
  legacyId,
  ROUTE_NAME_INVALID,
  routeName,
} from './ids.ts';

const messageOf = (shape: typeof codeDossier, value: string) =>
  shape.safeParse(value).error?.issues[0]?.message;

describe('identifier shapes', () => {
  const cases: [string, typeof codeDossier, string, string | undefined][] = [
    ['codeDossier', codeDossier, 'AGR001', undefined],
    ['codeDossier', codeDossier, 'D1', undefined],
    ['codeDossier', codeDossier, '', CODE_DOSSIER_INVALID],
    ['codeDossier', codeDossier, 'AGR 001', CODE_DOSSIER_INVALID],
    ['codeDossier', codeDossier, 'AGR001\u0000', CODE_DOSSIER_INVALID],
    ['codeDossier', codeDossier, '../AGR001', CODE_DOSSIER_INVALID],
    ['codeDossier', codeDossier, 'A'.repeat(21), CODE_DOSSIER_INVALID],
    ['codeAgent', codeAgent, 'AG101', undefined],
    ['codeAgent', codeAgent, 'AG101\n', CODE_AGENT_INVALID],
    ['codeAgent', codeAgent, 'AG-101', CODE_AGENT_INVALID],
    ['codeAgent', codeAgent, '<b>', CODE_AGENT_INVALID],
    ['codeAgent', codeAgent, 'AG\ud800', CODE_AGENT_INVALID],
    ['legacyId', legacyId, '70001', undefined],
    ['legacyId', legacyId, 'rdv-AGR001-1', undefined],
    ['legacyId', legacyId, 'sub-70001-1', undefined],
    ['legacyId', legacyId, '..', LEGACY_ID_INVALID],
    ['legacyId', legacyId, '-1', LEGACY_ID_INVALID],
    ['legacyId', legacyId, '7/0', LEGACY_ID_INVALID],
    ['legacyId', legacyId, '7?x=1', LEGACY_ID_INVALID],
    ['legacyId', legacyId, '1'.repeat(65), LEGACY_ID_INVALID],
    ['routeName', routeName, 'home', undefined],
    ['routeName', routeName, 'actualites-liste', undefined],
    ['routeName', routeName, 'rendez-vous.detail', undefined],
    ['routeName', routeName, '1home', ROUTE_NAME_INVALID],
    ['routeName', routeName, 'home/..', ROUTE_NAME_INVALID],
  ];
  it.each(cases)('%s %j gives %s', (_name, shape, value, message) => {
    expect(messageOf(shape, value)).toBe(message);
  });

  it('names the shape of every identifier argument the contract takes', () => {
    expect(Object.keys(ID_SHAPES).sort()).toEqual([
      'after',
      'annexeId',
      'annexesId',
      'apiTokenId',
      'assolementId',
      'auditCategorieId',
      'auditQuestionId',
      'baseAnnexeId',
      'baseCategorieId',
      'baseGroupeId',
      'baseModuleId',
      'basePageId',
      'basePictoId',
      'baseRisqueId',
      'categorie',
      'categorieId',
      'categories',
      'codeAgent',
      'codeDossier',
      'codeGed',
      'codes',
      'duerId',
      'duerPageId',
      'duerSourceId',
      'eventId',
      'files',
      'groupeAutreDuerId',
      'groupeId',
      'guidPersonne',
      'id',
      'invitationId',
      'legacyId',
      'mailThemeIds',
      'moduleAutreDuerId',
      'moduleId',
      'nodeId',
      'nodeIds',
      'pageId',
      'preambuleCategorieId',
      'risqueId',
      'routeName',
      'serviceId',
      'shortcutId',
      'slug',
      'suppressions',
      'supprimees',
      'workspaceId',
    ]);
  });
});

describe('global ids of a file’s items', () => {
  it('round-trips a file code and a legacy id', () => {
    expect(parseEntityId(entityIdOf('AGR001', 'rdv-AGR001-1'))).toEqual({
      codeDossier: 'AGR001',
      legacyId: 'rdv-AGR001-1',
    });
  });

  it.each(['AGR001', 'AGR001:', ':70001', 'AGR001:70001:x', 'AGR-001:70001', 'AGR001:../x'])(
    'refuses %s',
    (id) => {
      expect(parseEntityId(id)).toBeNull();
      expect(entityId.safeParse(id).success).toBe(false);
    },
  );
});
