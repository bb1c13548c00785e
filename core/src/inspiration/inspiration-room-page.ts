import { BehaviorSubject, type Observable } from 'rxjs';
import type { Page } from '../catalogue/product';
import { StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { InspirationRoom } from './inspiration';
import type { InspirationApi } from './inspiration-api.port';
import { type InspirationCard, toInspirationCard } from './inspiration-card';
import { INSPIRATION_PER_PAGE, roomNamed } from './inspiration-pages';

/** A room page as it is shown: the switcher's rooms, the room (null: every room) and one page of its inspirations. */
export interface InspirationRoomView {
  readonly slug: string;
  /** The page asked for (the answer's own page number may differ when it is past the last). */
  readonly page: number;
  readonly rooms: readonly InspirationRoom[];
  readonly room: InspirationRoom | null;
  readonly list: Page<InspirationCard>;
}

const ROOMS_CALL = 'GET uni/inspiration/room';
const LIST_CALL = 'GET uni/inspiration';

/**
 * `/inspirasi/{slug}?page=n`: the rooms (`GET uni/inspiration/room`, read
 * once and kept: they are the switcher of every room page) and the room's
 * inspirations (`GET uni/inspiration?room=…&page=…&per_page=12`, every room's
 * for "semua"). A slug that is no room fails as not-found (the server answers
 * 404); a failed call is a failure with a retry. A newer page drops an older
 * answer still on its way.
 */
export class InspirationRoomPage {
  private readonly state = new BehaviorSubject<Loadable<InspirationRoomView>>(idle);
  readonly state$: Observable<Loadable<InspirationRoomView>> = this.state.asObservable();
  private rooms: readonly InspirationRoom[] | null = null;
  private shown: { readonly slug: string; readonly page: number } | null = null;
  private pending: Promise<void> | null = null;
  private generation = 0;

  constructor(private readonly api: Pick<InspirationApi, 'rooms' | 'list'>) {}

  get current(): Loadable<InspirationRoomView> {
    return this.state.getValue();
  }

  /** Shows the room's page unless it is shown or on its way; resolves once it is settled. */
  show(slug: string, page: number): Promise<void> {
    const same = this.shown?.slug === slug && this.shown.page === page;
    const { status } = this.current;
    if (same && (status === 'ready' || status === 'loading') && this.pending) return this.pending;
    if (same && status === 'ready') return Promise.resolve();
    return this.open(slug, page);
  }

  /** "Coba Lagi": the page again (the rooms too, if they were what failed). */
  retry(): Promise<void> {
    return this.shown ? this.open(this.shown.slug, this.shown.page) : Promise.resolve();
  }

  /** The rooms, read once (a failure is not kept: the next caller asks again). */
  async roomList(): Promise<readonly InspirationRoom[]> {
    this.rooms ??= await this.api.rooms();
    return this.rooms;
  }

  /** The rooms once read: a page switching rooms keeps its switcher in place while only the list loads. */
  get knownRooms(): readonly InspirationRoom[] | null {
    return this.rooms;
  }

  /** Whether the shown page is missing: a slug that is no room. */
  get notFound(): boolean {
    const state = this.current;
    return state.status === 'failed' && state.failure.kind === 'not-found';
  }

  private open(slug: string, page: number): Promise<void> {
    const generation = ++this.generation;
    this.shown = { slug, page };
    this.state.next(loading);
    this.pending = (async () => {
      let next: Loadable<InspirationRoomView>;
      let call = ROOMS_CALL;
      try {
        const rooms = await this.roomList();
        const room = roomNamed(rooms, slug);
        if (room === undefined) {
          next = failed(new StoreFailure('not-found', ROOMS_CALL, `Ruangan ${slug} tidak ada`, { status: 404 }));
        } else {
          call = LIST_CALL;
          const list = await this.api.list({ ...(room ? { room: room.slug } : {}), page, perPage: INSPIRATION_PER_PAGE });
          next = ready({ slug, page, rooms, room, list: { ...list, items: list.items.map(toInspirationCard) } });
        }
      } catch (error) {
        next = failed(toStoreFailure(error, call));
      }
      if (generation === this.generation) this.state.next(next);
    })();
    return this.pending;
  }
}
