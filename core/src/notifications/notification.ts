/**
 * A notification to the shopper (document 1 §3: "title, subtitle, created_at,
 * image_url, detail_url, read_status (0 is unread)").
 */
export interface StoreNotification {
  readonly id: number;
  readonly title: string;
  readonly subtitle: string;
  /** created_at, in milliseconds since the epoch (the adapter converts the server's form), for formatStoreDateTime. */
  readonly createdAt: number;
  /** image_url, or null when the notification has no picture. */
  readonly imageUrl: string | null;
  /** detail_url: where opening the notification leads, or null when nowhere. */
  readonly detailUrl: string | null;
  /** read_status: 0 is unread, anything else read. */
  readonly read: boolean;
}
