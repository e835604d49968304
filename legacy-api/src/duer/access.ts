import { duerRights, type DuerRights, type DuerViewer } from '@portal/schema/rules/duer';
import { showsDuerTool } from '@portal/schema/rules/tools';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { dossierFor } from '../dossiers.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { Dossier } from '../schemas.ts';
import { accountOf } from '../session.ts';

export const MISSING_PARAMETER = 'Paramètre manquant';

export interface DuerRow {
  id: number;
  code_dossier: string;
  annee: number;
  id_base_type: number;
  est_fini: boolean;
  est_valide: boolean;
  date_fini: Date | null;
  id_ged_duer_definitif: string | null;
  version_calcul_risque: number;
}

/** The caller as the DUER rules see them: staff or not, and the collaborator's functions. */
export async function viewerOf(db: Db, request: FastifyRequest): Promise<DuerViewer & { login: string }> {
  const account = accountOf(request);
  const { rows } = await db.query<{ fonction: string }>(
    'SELECT fonction FROM account_functions WHERE account_id = $1',
    [account.id],
  );
  return {
    collaborateur: account.typeUtilisateur === 'collab',
    functions: rows.map((r) => r.fonction),
    login: account.login,
  };
}

/** The file, when the caller may act on it and is offered the DUER tool on it (spec 001 §6, 002 §6). */
export async function duerFile(db: Db, request: FastifyRequest, codeDossier: string | undefined | null) {
  if (!codeDossier) throw badRequest(MISSING_PARAMETER);
  const [dossier, viewer] = await Promise.all([
    dossierFor(db, accountOf(request), codeDossier),
    viewerOf(db, request),
  ]);
  const permissions = dossier.modulesEffectifs;
  if (
    !showsDuerTool({ collaborator: viewer.collaborateur, functions: viewer.functions, permissions }, dossier)
  )
    throw forbidden();
  return { dossier, viewer };
}

export async function fileDuers(db: Db, codeDossier: string): Promise<DuerRow[]> {
  const { rows } = await db.query<DuerRow>('SELECT * FROM duers WHERE code_dossier = $1 ORDER BY annee', [
    codeDossier,
  ]);
  return rows;
}

export interface DuerAccess {
  duer: DuerRow;
  dossier: Dossier;
  viewer: DuerViewer & { login: string };
  rights: DuerRights;
}

/** A DUER of a file the caller may act on (404 for an unknown one, or a model), with the caller's §6 rights. */
export async function duerAccess(db: Db, request: FastifyRequest, idDuer: number | undefined | null) {
  if (idDuer == null) throw badRequest(MISSING_PARAMETER);
  const { rows } = await db.query<{ code_dossier: string | null }>(
    'SELECT code_dossier FROM duers WHERE id = $1',
    [idDuer],
  );
  const code = rows[0]?.code_dossier;
  if (!code) throw notFound();
  const { dossier, viewer } = await duerFile(db, request, code);
  const duers = await fileDuers(db, code);
  const duer = duers.find((d) => d.id === idDuer);
  if (!duer) throw notFound();
  const rights = duerRights(viewer, { estFini: duer.est_fini, estLePlusAncien: duers[0]?.id === duer.id });
  return { duer, dossier, viewer, rights } satisfies DuerAccess;
}

/** Refuses (403) a change the caller's §6 right does not allow. */
export function requireRight(access: DuerAccess, right: keyof DuerRights): void {
  if (!access.rights[right]) throw forbidden();
}

/** The DUER a row of one of its tables belongs to, through `sql` answering `id_duer` for `$1`. */
export async function duerOfRow(db: Db, sql: string, id: number | undefined | null): Promise<number> {
  if (id == null) throw badRequest(MISSING_PARAMETER);
  const { rows } = await db.query<{ id_duer: number }>(sql, [id]);
  const idDuer = rows[0]?.id_duer;
  if (idDuer === undefined) throw notFound();
  return idDuer;
}

/** The caller's access to the DUER a row of one of its tables belongs to (see `duerOfRow`). */
export async function rowAccess(db: Db, request: FastifyRequest, sql: string, id: number | undefined | null) {
  return duerAccess(db, request, await duerOfRow(db, sql, id));
}

export const DUER_OF_CATEGORIE = 'SELECT id_duer FROM duer_categories WHERE id = $1';
export const DUER_OF_MODULE = `SELECT c.id_duer FROM duer_modules m JOIN duer_categories c ON c.id = m.id_duer_categorie
  WHERE m.id = $1`;
export const DUER_OF_GROUPE = `SELECT c.id_duer FROM duer_groupes g JOIN duer_modules m ON m.id = g.id_duer_module
  JOIN duer_categories c ON c.id = m.id_duer_categorie WHERE g.id = $1`;
export const DUER_OF_RISQUE = `SELECT c.id_duer FROM duer_risques r JOIN duer_groupes g ON g.id = r.id_duer_groupe
  JOIN duer_modules m ON m.id = g.id_duer_module JOIN duer_categories c ON c.id = m.id_duer_categorie
  WHERE r.id = $1`;
