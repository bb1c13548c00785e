import { AuthStore, PromotionsApiToken, RewardShelf } from '@more/core';
import { providePageService } from '../page-services';

// The cart page's rewards on offer (see page-services.ts); the promotion pages bind the same shelf.
providePageService(RewardShelf, (get) => new RewardShelf(get(PromotionsApiToken), get(AuthStore)));
