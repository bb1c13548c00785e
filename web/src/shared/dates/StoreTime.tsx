import { storeDate, storeDateTime } from './store-dates';

/** A moment on a page: the store's text for the shopper, the instant for machines. */
export function StoreTime({ at, shows = 'dateTime', className }: { readonly at: number; readonly shows?: 'date' | 'dateTime'; readonly className?: string }) {
  return (
    <time className={className} dateTime={new Date(at).toISOString()}>
      {shows === 'date' ? storeDate(at) : storeDateTime(at)}
    </time>
  );
}
