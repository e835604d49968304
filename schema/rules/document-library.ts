/**
 * Spec 000 §2.3 (Document-library redirect): the brand's external document library, searched by the value of the
 * `guid` metadata. The query's names are the emulator's design (legacy-api/CONTRACT.md): the spec does not show them.
 */
export function documentLibraryAddress(base: string, guid: string): string {
  const address = new URL(base);
  address.searchParams.set('metadonnee', 'guid');
  address.searchParams.set('valeur', guid);
  return address.toString();
}
