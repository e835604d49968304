import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import {
  ATTACHMENT_EMPTY,
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
} from '@portal/schema/rules/attachments';
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import { checkAppointmentContact, filled } from './rule-checks.ts';
import type { Db } from './db/db.ts';
import { dossierFor } from './dossiers.ts';
import { badRequest, LegacyError } from './errors.ts';
import { diskName, writeMeasured } from './stored-files.ts';
import type { Account } from './session.ts';

/** Spec section 9: at most 4 attachments of 25 MB each (schema/rules/attachments.ts). */
export const MAX_FILES = MAX_ATTACHMENTS;
export const MAX_FILE_BYTES = MAX_ATTACHMENT_BYTES;

export const BOOKING_MESSAGES = {
  fileTooLarge: ATTACHMENT_TOO_LARGE,
  tooManyFiles: TOO_MANY_ATTACHMENTS,
  emptyFile: ATTACHMENT_EMPTY,
  notMultipart: 'Le corps de la requête doit être au format multipart/form-data.',
  malformed: 'Le formulaire envoyé est incomplet ou mal formé.',
  missing: (field: string) =>
    `Requête invalide (le corps de la requête) : le champ « ${field} » est obligatoire.`,
  unexpected: (field: string) =>
    `Requête invalide (le corps de la requête) : le champ « ${field} » n'est pas attendu.`,
  unknownAgent: 'Requête invalide (le corps de la requête) : le champ « id » ne désigne aucun interlocuteur.',
} as const;

/** The options of @fastify/multipart: busboy cuts a file at 25 MB and stops at one file too many. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES + 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: MAX_FILES + 21,
};

const FIELDS = new Set(['id', 'raisonSociale', 'codeDossier', 'reason', 'tel', 'email']);
const FILE_FIELD = /^files(\[\d+\])?$/;

interface StoredFile {
  name: string;
  size: number;
  sha256: string;
  /** Relative to the files folder. */
  path: string;
}

const fileTooLarge = () => new LegacyError(413, BOOKING_MESSAGES.fileTooLarge, true);

/** The multipart plugin's own errors, in the contract's words. */
function asLegacyError(error: unknown): unknown {
  if (error instanceof LegacyError || !(error instanceof Error) || !('code' in error)) return error;
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest(BOOKING_MESSAGES.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(BOOKING_MESSAGES.malformed);
    default:
      return error;
  }
}

/** Streams one part to disk: the file is never held in memory. */
async function storeFile(part: MultipartFile, filesDir: string, relativeDir: string, position: number) {
  const relative = path.join(relativeDir, diskName(position, part.filename));
  const { size, sha256 } = await writeMeasured(part.file, path.join(filesDir, relative));
  if (part.file.truncated) throw fileTooLarge();
  if (size === 0) throw badRequest(BOOKING_MESSAGES.emptyFile(part.filename));
  return { name: part.filename, size, sha256, path: relative } satisfies StoredFile;
}

/**
 * POST /api/appointments/register: reads the form as it arrives, writes the attachments under
 * appointments/<request id>/, then records the request and its files in one transaction. Any failure removes
 * the folder, so a refused or broken booking leaves nothing behind.
 */
export async function registerBooking(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock; filesDir: string },
  account: Account,
): Promise<string> {
  if (!request.isMultipart()) throw new LegacyError(415, BOOKING_MESSAGES.notMultipart, true);
  const id = randomUUID();
  const relativeDir = path.join('appointments', id);
  const fields = new Map<string, string>();
  const files: StoredFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!FIELDS.has(part.fieldname)) throw badRequest(BOOKING_MESSAGES.unexpected(part.fieldname));
        fields.set(part.fieldname, String(part.value));
        // checked as soon as it is named: the web sends fields first, so no foreign file's attachment is written
        if (part.fieldname === 'codeDossier') await dossierFor(deps.db, account, String(part.value));
        continue;
      }
      if (!FILE_FIELD.test(part.fieldname)) throw badRequest(BOOKING_MESSAGES.unexpected(part.fieldname));
      if (files.length === MAX_FILES) throw badRequest(BOOKING_MESSAGES.tooManyFiles);
      if (files.length === 0) await mkdir(path.join(deps.filesDir, relativeDir), { recursive: true });
      files.push(await storeFile(part, deps.filesDir, relativeDir, files.length));
    }
    const codeAgent = filled(fields.get('id'));
    const codeDossier = filled(fields.get('codeDossier'));
    if (!codeAgent) throw badRequest(BOOKING_MESSAGES.missing('id'));
    if (!codeDossier) throw badRequest(BOOKING_MESSAGES.missing('codeDossier'));
    const contact = checkAppointmentContact({
      reason: fields.get('reason'),
      tel: fields.get('tel'),
      email: fields.get('email'),
    });
    const dossier = await dossierFor(deps.db, account, codeDossier);
    await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query('SELECT 1 FROM agents WHERE code_agent = $1', [codeAgent]);
      if (rows.length === 0) throw badRequest(BOOKING_MESSAGES.unknownAgent);
      await tx.query(
        `INSERT INTO appointment_requests
           (id, account_id, code_dossier, code_agent, raison_sociale, reason, tel, email, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          account.id,
          dossier.codeDossier,
          codeAgent,
          filled(fields.get('raisonSociale')) ?? dossier.raisonSociale,
          contact.reason,
          contact.tel,
          contact.email,
          deps.clock.now(),
        ],
      );
      for (const [position, file] of files.entries()) {
        await tx.query(
          `INSERT INTO appointment_request_files (request_id, position, file_name, size, sha256, path)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, position, file.name, file.size, file.sha256, file.path],
        );
      }
    });
    return id;
  } catch (error) {
    await rm(path.join(deps.filesDir, relativeDir), { recursive: true, force: true });
    throw asLegacyError(error);
  }
}
