import { RegionChoice, RegionsApiToken } from '@more/core';
import { providePageService } from '../page-services';

// The address form's region selects (province, city, district, village in turn), bound with the form's chunk (see page-services.ts).
providePageService(RegionChoice, (get) => new RegionChoice(get(RegionsApiToken)));
