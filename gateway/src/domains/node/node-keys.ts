import { parseGlobalId, type NodeType } from '@portal/schema/rules/global-ids';
import { parseEntityId } from '@portal/schema/rules/ids';
import { NODE_FIELDS } from '../api-tokens/token-areas.ts';

/** Where a global id's entity is read: the field reading its type, its file and the key's part that field takes. */
export interface NodeTarget {
  type: NodeType;
  /** `Type.field`, from NODE_FIELDS. */
  field: string;
  /** The file the entity belongs to; null for one of the viewer's own (a notification, a token, a device). */
  codeDossier: string | null;
  /** What the field is given: the file's code for a file, the legacy part of the key for a file's item, else the key. */
  argument: string;
}

/** What a global id names, or null when the gateway did not make it (or its key is not its type's shape). */
export function nodeTargetOf(nodeId: string): NodeTarget | null {
  const parsed = parseGlobalId(nodeId);
  if (!parsed) return null;
  const { type, key } = parsed;
  const field = NODE_FIELDS[type];
  if (field === 'Query.dossier') return { type, field, codeDossier: key, argument: key };
  if (field.startsWith('Dossier.')) {
    const item = parseEntityId(key);
    return item ? { type, field, codeDossier: item.codeDossier, argument: item.legacyId } : null;
  }
  return { type, field, codeDossier: null, argument: key };
}
