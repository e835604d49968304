import { z } from 'zod';
import type { LegacyClient } from './client.ts';
import { notificationShape, unreadCountShape, type LegacyNotification } from './shapes.ts';

/** Notifications of the signed-in person. */
export class NotificationsApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/notifications, newest first. */
  list(): Promise<LegacyNotification[]> {
    return this.#client.get('/api/notifications', z.array(notificationShape));
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
