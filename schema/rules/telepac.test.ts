import { describe, expect, it } from 'vitest';
import { derobeeDeclaration, prefixedLatin1Declaration } from '../../tests/fixtures/telepac-samples.ts';
import {
  decodeTelepac,
  isXmlFileName,
  readTelepac,
  TELEPAC_ENCODING,
  TELEPAC_NO_PARCEL,
  TELEPAC_NOT_DECLARATION,
  TELEPAC_NOT_XML,
} from './telepac.ts';

const read = (bytes: Uint8Array) => {
  const decoded = decodeTelepac(bytes);
  if ('error' in decoded) throw new Error(decoded.error);
  return { text: decoded.text, reading: readTelepac(decoded.text) };
};

describe('reading a Telepac declaration', () => {
  it('reads a prefixed, ISO-8859-1 file with its accents, surfaces in ares summed by crop', () => {
    const { text, reading } = read(prefixedLatin1Declaration());
    expect(text).toContain('Les Épinettes, côté forêt');
    expect(reading).toEqual({
      parcelles: 4,
      crops: [
        { code: 'BTH', surface: 20.1, estDerobee: false },
        { code: 'CZH', surface: 8.3, estDerobee: false },
        { code: 'BTN', surface: 12.12, estDerobee: false },
      ],
    });
  });

  it('reads secondary crops apart, and surfaces the file gives in hectares', () => {
    expect(read(derobeeDeclaration()).reading).toEqual({
      parcelles: 4,
      crops: [
        { code: 'ORH', surface: 15.4, estDerobee: false },
        { code: 'MOT', surface: 15.4, estDerobee: true },
        { code: 'MIS', surface: 9.25, estDerobee: false },
        { code: 'PTR', surface: 3.15, estDerobee: false },
        { code: 'ZZZ', surface: 1.2, estDerobee: false },
      ],
    });
  });

  it.each([
    ['a text that is not XML', 'Ceci est un tableur', TELEPAC_NOT_XML],
    ['an unclosed element', '<producteurs><producteur>', TELEPAC_NOT_XML],
    [
      'XML of another kind',
      '<?xml version="1.0"?><facture><total>12</total></facture>',
      TELEPAC_NOT_DECLARATION,
    ],
    [
      'a declaration without parcels',
      '<producteurs xmlns="urn:x-telepac:fr.gouv.agriculture.telepac:echange-producteur"><producteur><rpg><ilot numero-ilot="1"><parcelles/></ilot></rpg></producteur></producteurs>',
      TELEPAC_NO_PARCEL,
    ],
  ])('refuses %s with a French message', (_name, xml, message) => {
    expect(readTelepac(xml)).toEqual({ error: message });
  });

  it('refuses bytes that are not in the encoding the prolog declares, or an unknown encoding', () => {
    const latin1AsUtf8 = new Uint8Array([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?><a>'),
      0xe9,
      0x3c,
    ]);
    expect(decodeTelepac(latin1AsUtf8)).toEqual({ error: TELEPAC_ENCODING });
    expect(decodeTelepac(new TextEncoder().encode('<?xml version="1.0" encoding="EBCDIC"?><a/>'))).toEqual({
      error: TELEPAC_ENCODING,
    });
  });

  it('takes .xml files only', () => {
    expect(['declaration.xml', 'PAC.XML', 'pac.xml.pdf', 'pac.csv'].map(isXmlFileName)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
