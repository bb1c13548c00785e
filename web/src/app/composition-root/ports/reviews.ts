import type { StoreApi } from '@more/adapters/store-api';
import { HttpReviewsApi } from '@more/adapters/http/reviews';

export const reviewsApi = (api: StoreApi) => new HttpReviewsApi(api);
