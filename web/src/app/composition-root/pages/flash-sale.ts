import { AuthStore, FlashSaleApiToken, FlashSaleBoard, FlashSalePageBoard, FlashSaleReminder, NavigationToken, NotificationsApiToken, SchedulerToken } from '@more/core';
import { providePageService } from '../page-services';

// The flash sale's use cases: the home block, /product/sale and /promotion (see page-services.ts).
providePageService(FlashSaleBoard, (get) => new FlashSaleBoard(get(FlashSaleApiToken), get(SchedulerToken)));
providePageService(FlashSalePageBoard, (get) => new FlashSalePageBoard(get(FlashSaleApiToken), get(SchedulerToken)));
providePageService(FlashSaleReminder, (get) => new FlashSaleReminder(get(NotificationsApiToken), get(AuthStore), get(NavigationToken)));
