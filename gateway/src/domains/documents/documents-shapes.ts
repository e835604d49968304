import { z } from 'zod';
import { STORE_TEMPLATES, type StoreTemplate } from '@portal/schema/rules/documents';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

// The document store (spec 001 §3 Store node, Store document; /api/documents/ged/*).
export interface LegacyStoreNode {
  _id: string;
  nodeParent: string | null;
  title: string;
  icon: string | null;
  color: string | null;
  order: number;
  template: StoreTemplate;
  searchPlaceholder: string | null;
  cderParticulier: boolean;
  categorie: string;
  nodes: LegacyStoreNode[];
}
const storeNodeShape: z.ZodType<LegacyStoreNode, unknown> = z.object({
  _id: z.string(),
  nodeParent: orNull(z.string()),
  title: z.string(),
  icon: orNull(z.string()),
  color: orNull(z.string()),
  order: z.number().int().default(0),
  template: z.enum(STORE_TEMPLATES),
  searchPlaceholder: orNull(z.string()),
  cderParticulier: z.boolean().default(false),
  categorie: z.string(),
  nodes: z.lazy(() => z.array(storeNodeShape)).default([]),
});
export const storeTreeShape = z.object({ data: storeNodeShape });
export const gedStatusShape = z.object({ data: z.object({ gedDispo: z.boolean() }) });
const storeDocumentShape = z.object({
  id: legacyId,
  name: z.string(),
  type: z.enum(['document', 'facture']),
  nbPages: z.number().int().default(1),
  nomFournisseur: orNull(z.string()),
  dateFacture: orNull(z.string()),
  numeroFacture: orNull(z.string()),
  totalTTC: orNull(z.number()),
});
export type LegacyStoreDocument = z.output<typeof storeDocumentShape>;
export const storeDocumentListShape = z.object({ data: z.array(storeDocumentShape) });
