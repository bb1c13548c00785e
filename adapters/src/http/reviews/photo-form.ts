import type { PhotoFile } from '@more/core';

/** The picture as a Blob for FormData: a browser File already is one; anything else is read first. */
const blobOf = async (photo: PhotoFile): Promise<Blob> =>
  photo instanceof Blob ? photo : new Blob([await photo.arrayBuffer()], { type: photo.type });

/** A multipart body with each picture under `field`, keeping the names the shopper's files had. */
export const photoForm = async (field: string, photos: readonly PhotoFile[]): Promise<FormData> => {
  const form = new FormData();
  for (const photo of photos) form.append(field, await blobOf(photo), photo.name);
  return form;
};
