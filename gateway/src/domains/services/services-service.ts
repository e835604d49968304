import { webLinkOf } from '@portal/schema/rules/links';
import {
  callbackContactOf,
  NO_CALLBACK_CONTACT,
  opensServices,
  videoEmbedUrl,
  videoThumbnailUrl,
} from '@portal/schema/rules/services';
import type {
  RequestServiceCallbackInput,
  ResolversTypes,
  Service,
  ServiceResource,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { LegacyService } from './services-shapes.ts';
import type { ContactParent } from '../../graphql/mappers.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import { fileOpening, listOfFile } from '../documents/file-items.ts';

/** A resource as the screens show it: a video's embed and thumbnail built, a pdf's link checked; others dropped. */
function resourceOf(r: LegacyService['ressources'][number]): ServiceResource[] {
  const nom = r.nom ?? '';
  if (r.type === 'video' && r.idVideo)
    return [
      {
        type: 'video',
        nom,
        lien: null,
        embedUrl: videoEmbedUrl(r.idVideo),
        thumbnailUrl: videoThumbnailUrl(r.idVideo),
      },
    ];
  if (r.type === 'pdf')
    return [{ type: 'pdf', nom, lien: webLinkOf(r.lien), embedUrl: null, thumbnailUrl: null }];
  return [];
}

/** A service as the screens show it. */
function serviceOf(s: LegacyService): Service {
  return {
    id: s._id,
    slug: s.slug,
    titre: s.titre,
    description: s.description ?? '',
    categories: s.categories,
    tags: s.tags,
    dateCreation: s.dateCreation,
    isStarred: s.isStarred,
    presentation: s.presentation,
    accompagnement: s.accompagnement,
    expertise: s.expertise,
    ressources: s.ressources.flatMap(resourceOf),
  };
}

/** The directory for the file, newest first; none when the file does not open it (schema/rules/services.ts). */
export async function fileServices(ctx: GatewayContext, d: LegacyDossier): Promise<Service[]> {
  return (await listOfFile(ctx, d, opensServices, () => ctx.legacy.services.list())).map(serviceOf);
}

export async function fileService(
  ctx: GatewayContext,
  d: LegacyDossier,
  slug: string,
): Promise<Service | null> {
  return (await fileServices(ctx, d)).find((s) => s.slug === slug) ?? null;
}

/** The file's callback contact (schema/rules/services.ts), read from its contacts directory. */
export async function fileCallbackContact(
  ctx: GatewayContext,
  d: LegacyDossier,
): Promise<ContactParent | null> {
  const contacts = await listOfFile(
    ctx,
    d,
    opensServices,
    async (code) => (await ctx.legacy.contacts.ofFile(code)).contacts,
  );
  const contact = callbackContactOf(contacts);
  return contact ? { ...contact, codeDossier: d.codeDossier } : null;
}

/**
 * Asks for a callback: the viewer's rights on the file and the directory's rights (FORBIDDEN), the service
 * (NOT_FOUND) and the file's callback contact, all before the legacy's POST.
 */
export async function requestCallback(
  ctx: GatewayContext,
  input: RequestServiceCallbackInput,
): Promise<ResolversTypes['RequestServiceCallbackPayload']> {
  const dossier = await fileOpening(ctx, input.codeDossier, opensServices);
  const [services, contact] = await Promise.all([
    ctx.legacy.services.list(),
    fileCallbackContact(ctx, dossier),
  ]);
  const service = services.find((s) => s._id === input.serviceId);
  if (!service) throw gatewayError('NOT_FOUND');
  if (!contact) return { service: null, errors: [{ field: null, message: NO_CALLBACK_CONTACT }] };
  const result = await legacyChange(() =>
    ctx.legacy.services.requestCallback(service._id, contact.codeAgent, dossier.codeDossier),
  );
  if ('errors' in result) return { service: null, errors: result.errors };
  return { service: serviceOf(service), errors: [] };
}
