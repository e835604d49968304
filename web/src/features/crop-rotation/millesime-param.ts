/** The year an address of the crop rotation names (`?millesime=`), the current year without a valid one. */
export function millesimeOf(search: URLSearchParams): number {
  const asked = Number.parseInt(search.get('millesime') ?? '', 10);
  return Number.isInteger(asked) && asked > 1900 && asked < 3000 ? asked : new Date().getFullYear();
}
