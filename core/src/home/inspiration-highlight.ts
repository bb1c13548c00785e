import type { HomeContentApi } from '../promotions/home-content-api.port';
import { type InspirationCard, toInspirationCard } from '../inspiration/inspiration-card';
import { RemoteSection } from '../shared/remote-section';

/**
 * The home page's inspiration highlight (`GET uni/inspiration/highlight`): a carousel of
 * inspirations, each leading to its page /inspirasi-detail/{slug} (document 1 §2).
 */
export class InspirationHighlight extends RemoteSection<readonly InspirationCard[]> {
  constructor(api: HomeContentApi) {
    super(async () => (await api.highlightedInspirations()).map(toInspirationCard), 'GET uni/inspiration/highlight');
  }
}
