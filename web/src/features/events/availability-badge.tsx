import type { EventAvailability } from '../../gql/graphql.ts';
import { Badge } from '../../ui/badge.tsx';

// Spec 000 §4: the words a cancelled or full event shows; past and open ones show none. A cancellation reads
// as one (the danger colour), never in the brand colour of what is on.
const BADGES: Record<EventAvailability, { label: string; tone: 'danger' | 'neutral' } | null> = {
  ANNULE: { label: 'ANNULÉ', tone: 'danger' },
  COMPLET: { label: 'COMPLET', tone: 'neutral' },
  PASSE: null,
  OUVERT: null,
};

export function AvailabilityBadge({ availability }: { availability: EventAvailability }) {
  const badge = BADGES[availability];
  return badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null;
}
