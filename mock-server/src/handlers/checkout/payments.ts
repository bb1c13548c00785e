import type { PaymentGroupWire, PaymentMethodWire } from '@more/adapters/wire';
import type { PaymentGroupRecord, PaymentMethodRecord } from '../../db/checkout';
import { artworkUrl } from '../media';

export const toPaymentGroupWire = (group: PaymentGroupRecord, origin: string): PaymentGroupWire => ({
  code: group.code,
  name: group.name,
  description: group.description,
  image_url: artworkUrl(origin, 'logo', group.artwork),
});

export const toPaymentMethodWire = (method: PaymentMethodRecord, groups: readonly PaymentGroupRecord[], origin: string): PaymentMethodWire => ({
  code: method.code,
  name: method.name,
  group: method.group,
  group_name: groups.find((group) => group.code === method.group)?.name ?? method.group,
  image_url: artworkUrl(origin, 'logo', method.artwork),
  fee: method.fee,
  tenors: method.tenors.map((plan) => ({ months: plan.months, fee: plan.fee })),
});
