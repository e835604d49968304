import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { unreadCountShape, type LegacyNotification, notificationListShape } from './notifications-shapes.ts';

/** Notifications of the signed-in person. */
export class NotificationsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
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

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly notifications: NotificationsApi;
  }
}
