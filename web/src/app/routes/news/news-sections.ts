import { holdsModules, type NewsType } from '../../../lib/paths.ts';

/**
 * The news types the selected file can open (spec 000 §6: page_rdv for the appointments' pages, page_events
 * for the events'), read from the modules of their detail screens: a type the file cannot open is not
 * offered, since each of its links would end on module-interdit.
 */
export function openableNewsTypes(hasPermission: (name: string) => boolean): NewsType[] {
  const types: NewsType[] = [];
  if (holdsModules('appointment', hasPermission)) types.push(0);
  if (holdsModules('event', hasPermission)) types.push(1);
  return types;
}
