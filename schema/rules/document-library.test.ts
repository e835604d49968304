import { describe, expect, it } from 'vitest';
import { documentLibraryAddress } from './document-library.ts';

describe('documentLibraryAddress', () => {
  it('asks the library for the documents whose guid metadata has the value', () => {
    expect(documentLibraryAddress('https://bibliotheque.example.fr/recherche', 'a1b2-c3')).toBe(
      'https://bibliotheque.example.fr/recherche?metadonnee=guid&valeur=a1b2-c3',
    );
  });

  it('keeps a query of the base address and encodes the value', () => {
    expect(documentLibraryAddress('https://bibliotheque.example.fr/r?espace=7', 'a&b c')).toBe(
      'https://bibliotheque.example.fr/r?espace=7&metadonnee=guid&valeur=a%26b+c',
    );
  });
});
