import type { CodeMode } from '@portal/schema/rules/account';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  communicationListShape,
  communicationShape,
  countryListShape,
  mailUpdateShape,
  passwordUpdateShape,
} from './account-shapes.ts';
import { okShape, segment } from '../legacy-shapes.ts';

const COMMUNICATIONS = '/api/user/communications';

/** A file's contact details as PUT /api/user/communication/{code} takes them. */
export interface CommunicationBody {
  codeDossier: string;
  telephone: string;
  indicatifTelephone: number;
  portable: string;
  indicatifPortable: number;
  emailPrincipal: string;
  emailFacturation: string;
}

/** The account area's calls (legacy-api/CONTRACT.md, the account area): contact details, codes, changes. */
export class AccountApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/user/communications: the contact details of each of the person's files. */
  communications() {
    return this.#client.get(COMMUNICATIONS, communicationListShape);
  }

  /** GET /api/user/pays: the countries of the phone indicators. */
  countries() {
    return this.#client.get('/api/user/pays', countryListShape);
  }

  /** PUT /api/user/communication/{code}: the record as saved; the cached list is dropped. */
  async saveCommunication(body: CommunicationBody) {
    const { data } = await this.#client.send(
      'PUT',
      `/api/user/communication/${segment(body.codeDossier)}`,
      communicationShape,
      { body },
    );
    this.#client.forget(COMMUNICATIONS);
    return data;
  }

  /** POST /api/auth/sendvalidationcode/{type}: a code for the person (username) by mail or SMS. */
  async sendValidationCode(type: 'mail' | 'pwd', username: string, mode: CodeMode): Promise<void> {
    await this.#client.send('POST', `/api/auth/sendvalidationcode/${type}`, okShape, {
      body: { username, mode },
    });
  }

  /** POST /api/auth/dopwdupdate: true when `data.resultLdap` is truthy (spec 000 §7). */
  async updatePassword(body: { pwd: string; username: string; securecode: string }): Promise<boolean> {
    const { data } = await this.#client.send('POST', '/api/auth/dopwdupdate', passwordUpdateShape, { body });
    return Boolean(data.data?.resultLdap);
  }

  /** POST /api/auth/domailupdate: true when `data` is truthy (spec 000 §7); the cached profile is dropped. */
  async updateMail(body: {
    mail: string;
    username: string;
    newusername: string;
    codedossier: string | null;
    securecode: string;
    isgoogle: boolean;
    togoogle: boolean;
    password: string | null;
    /** With togoogle: the subject of the external account to link (ours, the spec's body has no such field). */
    external: string | null;
  }): Promise<boolean> {
    const { data } = await this.#client.send('POST', '/api/auth/domailupdate', mailUpdateShape, { body });
    this.#client.forget('/api/user');
    return Boolean(data.data);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly account: AccountApi;
  }
}
