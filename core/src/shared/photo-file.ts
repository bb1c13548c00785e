/**
 * A picture the shopper chose to upload: for a review, a complaint or the profile.
 * The browser's `File` has this shape; core names only what it needs, since it knows no DOM types.
 */
export interface PhotoFile {
  readonly name: string;
  /** MIME type, e.g. `image/jpeg`. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Told how much of an upload has been sent: a fraction from 0 to 1. */
export type UploadProgress = (fraction: number) => void;
