/**
 * A shopper or creator who endorses a product (document 2 §3: "Endorsement
 * (static bundled data, 8 entries): id, name, ig, image_user, image_content,
 * link, order_data, status").
 */
export interface Endorsement {
  readonly id: number;
  readonly name: string;
  /** ig: the social-media handle, as text (e.g. `@rania.dirumah`). */
  readonly socialHandle: string;
  readonly userImageUrl: string;
  readonly contentImageUrl: string;
  /** link: the endorsed product's page, `/product/{slug}`. */
  readonly productPath: string;
  /** order_data: 1 to 8, the display order. */
  readonly order: number;
  /** status: 1 on every entry; its meaning is not shown (document 2 §3), so it is kept as given. */
  readonly status: number;
}

/** Endorsements in their display order (order_data, then id for equal orders). */
export const inDisplayOrder = (endorsements: readonly Endorsement[]): Endorsement[] =>
  [...endorsements].sort((a, b) => a.order - b.order || a.id - b.id);
