import { z } from 'zod';
import { orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const notificationShape = z.object({
  _id: z.string(),
  date: z.string(),
  message: z.string(),
  url: orNull(z.string()),
  category: z.string(),
  // A legacy that does not say counts it unread, as its unread count does.
  lu: z.boolean().default(false),
});
export type LegacyNotification = z.output<typeof notificationShape>;
export const notificationListShape = z.array(notificationShape);
export const unreadCountShape = z.object({ count: z.number().int() });
