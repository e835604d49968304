import { z } from 'zod';
import type { LegacyClient } from './client.ts';

const notificationShape = z.object({
  _id: z.string(),
  date: z.string(),
  message: z.string(),
  url: z.string().nullish(),
  category: z.string(),
  // A legacy that does not say counts it unread, as its unread count does.
  lu: z.boolean().default(false),
});
const notificationListShape = z.array(notificationShape);
const unreadCountShape = z.object({ count: z.number().int() });

export type LegacyNotification = z.output<typeof notificationShape>;

/** Notifications of the signed-in person. */
export class NotificationsApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/notifications, newest first. */
  list(): Promise<LegacyNotification[]> {
    return this.#client.get('/api/notifications', notificationListShape);
  }

  /** GET /api/notifications/count/unread */
  async unreadCount(): Promise<number> {
    const { count } = await this.#client.get('/api/notifications/count/unread', unreadCountShape);
    return count;
  }

  /** Legacy path of a category's picture (streamed by the file routes). */
  imagePath(category: string): string {
    return `/api/notifications/image/${encodeURIComponent(category)}`;
  }
}
