import type { BankWire } from '@more/adapters/wire';
import type { BankRecord } from '../../db/regions';
import type { MockContext } from '../context';
import { artworkUrl } from '../media';
import { ok } from '../respond';
import type { Router } from '../router';

/** A bank as GET uni/bank lists it, its logo drawn by the mock's artwork host. */
export const toBankWire = (bank: BankRecord, origin: string): BankWire => ({
  id: bank.id,
  code: bank.code,
  name: bank.name,
  icon: artworkUrl(origin, 'logo', bank.shortName),
});

/** `GET uni/bank`: the banks a customer can keep an account at, in the order the seed lists them (the most used first). */
export const bankHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET uni/bank', ({ origin }) => ok(ctx.db.banks.all().sort((a, b) => a.id - b.id).map((bank) => toBankWire(bank, origin)))),
];
