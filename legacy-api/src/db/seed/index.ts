import type { Clock } from '../../clock.ts';
import type { Db } from '../db.ts';
import { seedAccountArea } from './account.ts';
import { seedAccounts } from './accounts.ts';
import { seedAppointments } from './appointments.ts';
import { seedBilling } from './billing.ts';
import { seedContacts } from './contacts.ts';
import { seedGallery, seedGenericPages } from './content.ts';
import { seedDocumentation, seedTutorials } from './help.ts';
import { seedCredentials } from './credentials.ts';
import { seedCropRotation } from './crop-rotation.ts';
import { seedYieldMap } from './yield-map.ts';
import { seedDossiers } from './dossiers.ts';
import { seedDuer } from './duer.ts';
import { seedDuerPages } from './duer-pages.ts';
import { seedDuerAnnexes } from './duer-annexes.ts';
import { seedDuerGeneralInfo } from './duer-general-info.ts';
import { seedDuerPreamble } from './duer-preamble.ts';
import { seedDuerAudit } from './duer-audit.ts';
import { seedDocuments } from './documents.ts';
import { seedSentDocuments } from './document-uploads.ts';
import { seedBoardDocuments } from './board-documents.ts';
import { seedEvents } from './events.ts';
import { seedFigures } from './figures.ts';
import { seedGeneralAssembly } from './general-assembly.ts';
import { seedHomeSections } from './home-sections.ts';
import { seedInvitations } from './invitations.ts';
import { seedMailThemes } from './mail-themes.ts';
import { anchorSeedCalendar, moveSeedDates } from './move-dates.ts';
import { seedNotifications } from './notifications.ts';
import { seedParcours } from './tours.ts';
import { seedProspects } from './prospects.ts';
import { seedServices } from './services.ts';
import { seedSharing } from './sharing.ts';
import { seedStats } from './stats.ts';
import { calendarOf } from './support.ts';
import { seedThemes } from './themes.ts';
import { seedEmprunts, seedShortcuts, seedTools } from './tools.ts';

/**
 * Writes the French demo data into an empty, migrated database; dates hang on the clock's current day, which the
 * database records so that a later start moves them (`moveSeedDates`).
 */
export async function seed(db: Db, clock: Clock): Promise<void> {
  const calendar = calendarOf(clock);
  await seedDossiers(db, calendar);
  await seedAccounts(db);
  await seedInvitations(db, calendar);
  await seedSharing(db, calendar);
  await seedProspects(db);
  await seedNotifications(db, calendar);
  await seedHomeSections(db);
  await seedAppointments(db, calendar);
  await seedEvents(db, calendar);
  await seedContacts(db);
  await seedCredentials(db, calendar);
  await seedFigures(db, calendar);
  await seedStats(db, calendar);
  await seedParcours(db);
  await seedThemes(db);
  await seedTools(db);
  await seedShortcuts(db);
  await seedEmprunts(db);
  await seedCropRotation(db, calendar);
  await seedYieldMap(db, calendar);
  await seedMailThemes(db);
  await seedAccountArea(db, calendar);
  await seedDuer(db, calendar);
  await seedDuerPages(db);
  await seedDuerAnnexes(db);
  await seedDuerGeneralInfo(db);
  await seedDuerPreamble(db);
  await seedDuerAudit(db);
  await seedDocuments(db);
  await seedSentDocuments(db);
  await seedBoardDocuments(db);
  await seedGenericPages(db);
  await seedGallery(db);
  await seedBilling(db, calendar);
  await seedServices(db, calendar);
  await seedGeneralAssembly(db, calendar);
  await seedDocumentation(db);
  await seedTutorials(db);
  await anchorSeedCalendar(db, clock);
}

/** At start: seeds an empty database, or moves an older seed's dates to the clock's current day. */
export async function prepareDemoData(db: Db, clock: Clock): Promise<void> {
  if (await isEmpty(db)) await seed(db, clock);
  else await moveSeedDates(db, clock);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM accounts');
  return (rows[0]?.count ?? 0) === 0;
}
