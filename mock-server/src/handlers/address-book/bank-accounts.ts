import type { BankAccountWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { BankAccountRecord } from '../../db/address-book';
import type { Database } from '../../db/database';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { artworkUrl } from '../media';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';
import { entryId, idBody, name, nextId } from './book-fields';
import { wibIso } from '../store-time';

const fields = {
  uni_bank_id: entryId,
  /** Digits only, as banks print them; spaces and dashes typed in are dropped. */
  account_number: z
    .string()
    .transform((number) => number.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{5,20}$/)),
  /** The name the account is held in (atas nama). */
  account_name: name(100),
};
const storeBody = z.object(fields);
const updateBody = z.object({ id: entryId, ...storeBody.partial().shape });

const toBankAccountWire = (db: Database, record: BankAccountRecord, origin: string): BankAccountWire => {
  const bank = db.banks.findFirst((q) => q.where({ id: record.bankId }));
  return {
    id: record.id,
    uni_bank_id: record.bankId,
    bank_name: bank?.name ?? `Bank ${record.bankId}`,
    bank_code: bank?.code ?? '000',
    icon: artworkUrl(origin, 'logo', bank?.shortName ?? 'Bank'),
    account_number: record.accountNumber,
    account_name: record.accountName,
    created_at: wibIso(record.createdAt),
  };
};

const newestFirst = (a: BankAccountRecord, b: BankAccountRecord) => b.createdAt - a.createdAt || b.id - a.id;

/** `more/user/banks/…` (document 2 §7): where refunds reach the customer. The same account (bank and number) is kept once. */
export const bankAccountHandlers = (ctx: MockContext, router: Router) => {
  const find = (customerId: number, id: number) => ctx.db.bankAccounts.findFirst((q) => q.where({ id, customerId }));
  /** Why an account cannot be kept as given, field by field, or null. */
  const refusalOf = (customerId: number, account: { bankId: number; accountNumber: string }, exceptId: number | null) => {
    if (!ctx.db.banks.findFirst((q) => q.where({ id: account.bankId }))) {
      return refuse(422, 'Bank tidak ditemukan', { uni_bank_id: ['Pilih bank dari daftar bank'] });
    }
    const duplicate = ctx.db.bankAccounts.findFirst((q) =>
      q.where({ customerId, bankId: account.bankId, accountNumber: account.accountNumber, id: (id) => id !== exceptId }),
    );
    return duplicate ? refuse(422, 'Rekening sudah terdaftar', { account_number: ['Nomor rekening ini sudah terdaftar di bank yang sama'] }) : null;
  };

  return [
    router.customer('POST more/user/banks/index', ({ customer, origin }) =>
      ok(
        ctx.db.bankAccounts
          .findMany((q) => q.where({ customerId: customer.id }))
          .sort(newestFirst)
          .map((account) => toBankAccountWire(ctx.db, account, origin)),
      ),
    ),

    router.customer('POST more/user/banks/show', async ({ request, customer, origin }) => {
      const body = await readBody(request, idBody);
      if (!body.ok) return body.response;
      const account = find(customer.id, body.value.id);
      return account ? ok(toBankAccountWire(ctx.db, account, origin)) : notFound('Rekening');
    }),

    router.customer('POST more/user/banks/store', async ({ request, customer, origin }) => {
      const body = await readBody(request, storeBody);
      if (!body.ok) return body.response;
      const { uni_bank_id, account_number, account_name } = body.value;
      const refusal = refusalOf(customer.id, { bankId: uni_bank_id, accountNumber: account_number }, null);
      if (refusal) return refusal;
      const now = ctx.clock.unixSeconds();
      const created = await ctx.db.bankAccounts.create({
        id: nextId(ctx.db.bankAccounts.all()),
        customerId: customer.id,
        bankId: uni_bank_id,
        accountNumber: account_number,
        accountName: account_name,
        createdAt: now,
        updatedAt: now,
      });
      return ok(toBankAccountWire(ctx.db, created, origin), 'Rekening berhasil ditambahkan');
    }),

    router.customer('PUT more/user/banks/update', async ({ request, customer, origin }) => {
      const body = await readBody(request, updateBody);
      if (!body.ok) return body.response;
      const changes = body.value;
      const account = find(customer.id, changes.id);
      if (!account) return notFound('Rekening');
      const bankId = changes.uni_bank_id ?? account.bankId;
      const accountNumber = changes.account_number ?? account.accountNumber;
      const refusal = refusalOf(customer.id, { bankId, accountNumber }, account.id);
      if (refusal) return refusal;
      const updated = await ctx.db.bankAccounts.update(account, {
        data(record) {
          record.bankId = bankId;
          record.accountNumber = accountNumber;
          record.accountName = changes.account_name ?? record.accountName;
          record.updatedAt = ctx.clock.unixSeconds();
        },
      });
      return updated ? ok(toBankAccountWire(ctx.db, updated, origin), 'Rekening berhasil diperbarui') : notFound('Rekening');
    }),

    router.customer('DELETE more/user/banks/destroy', async ({ request, customer }) => {
      const body = await readBody(request, idBody);
      if (!body.ok) return body.response;
      const removed = ctx.db.bankAccounts.delete((q) => q.where({ id: body.value.id, customerId: customer.id }));
      return removed ? ok(null, 'Rekening berhasil dihapus') : notFound('Rekening');
    }),
  ];
};
