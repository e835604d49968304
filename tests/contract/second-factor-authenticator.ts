import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey in software, for the contract tests: an ES256 key made with node:crypto, its attestation 'none' and
// its assertions built as an authenticator would (WebAuthn §6.1, §6.5), user present and verified.

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

export class SoftwarePasskey {
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  readonly credentialId = randomBytes(16);
  readonly #origin: string;
  #counter = 0;

  constructor(origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    this.#publicKey = publicKey;
    this.#origin = origin;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  /** The browser's `RegistrationResponseJSON` for these creation options (JSON text as the gateway gave it). */
  create(optionsJson: string, origin = this.#origin): string {
    const options = JSON.parse(optionsJson) as Options;
    const clientData = this.#clientData('webauthn.create', options.challenge, origin);
    const { x, y } = this.#publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(x!)],
        [-3, isoBase64URL.toBuffer(y!)],
      ]),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.#authenticatorData(options.rp?.id ?? '', 0x45),
      Buffer.alloc(16),
      length,
      this.credentialId,
      cose,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    });
  }

  /** The browser's `AuthenticationResponseJSON` for these request options, its counter one up. */
  get(optionsJson: string, origin = this.#origin): string {
    const options = JSON.parse(optionsJson) as Options;
    const clientData = this.#clientData('webauthn.get', options.challenge, origin);
    this.#counter += 1;
    const authData = this.#authenticatorData(options.rpId ?? '', 0x05);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.#privateKey);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    });
  }

  #clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** RP ID hash, flags (user present 0x01, verified 0x04, credential data 0x40) and the counter. */
  #authenticatorData(rpId: string, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }
}
