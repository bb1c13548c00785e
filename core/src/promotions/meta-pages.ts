import type { Observable } from 'rxjs';
import type { Loadable } from '../shared/loadable';
import { ServerCopy } from '../shared/server-copy';
import type { HomeContentApi } from './home-content-api.port';
import { type MetaPage, type PageHead, pageHeadFor } from './meta-page';

/**
 * The meta pages of every route (`GET uni/page`), read once for the whole
 * visit: "Page title and description come from the meta-pages list matched
 * by route name, with a default store title and description" (document 1 §2).
 */
export class MetaPages {
  private readonly copy: ServerCopy<readonly MetaPage[]>;
  readonly state$: Observable<Loadable<readonly MetaPage[]>>;

  constructor(api: HomeContentApi) {
    this.copy = new ServerCopy(() => api.metaPages(), 'GET uni/page');
    this.state$ = this.copy.state$;
  }

  get current(): Loadable<readonly MetaPage[]> {
    return this.copy.current;
  }

  /** Fetches again, whatever is kept now. */
  load(): Promise<void> {
    return this.copy.load();
  }

  /** Fetches unless the list is here; joins a fetch already on its way. */
  ensureLoaded(): Promise<void> {
    return this.copy.ensureLoaded();
  }

  /**
   * The head of a route's page. Until the list is here (or when it failed)
   * every page has the store's default title: a tab is never left untitled
   * while the list loads.
   */
  headFor(routeName: string, tag?: string | null): PageHead {
    const state = this.copy.current;
    return pageHeadFor(state.status === 'ready' ? state.value : [], routeName, { tag: tag ?? null });
  }
}
