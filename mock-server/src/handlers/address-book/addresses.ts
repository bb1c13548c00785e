import type { AddressWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { AddressRecord } from '../../db/address-book';
import type { Database } from '../../db/database';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { regionErrors, regionNames } from '../regions/region-index';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';
import { idBody, entryId, indonesianPhone, localPhone, name, nextId } from './book-fields';
import { wibIso } from '../store-time';

const addressFields = {
  /** Rumah, Kantor, Apartemen, … */
  label: name(30),
  recipient_name: name(100),
  phone: indonesianPhone,
  province_id: z.string().regex(/^\d{2}$/),
  city_id: z.string().regex(/^\d{4}$/),
  district_id: z.string().regex(/^\d{6}$/),
  village_id: z.string().regex(/^\d{10}$/),
  postal_code: z.string().regex(/^[1-9]\d{4}$/),
  address: z.string().trim().min(5).max(300),
};

const storeBody = z.object({ ...addressFields, default: z.boolean().optional() });
const updateBody = z.object({ id: entryId, ...z.object(addressFields).partial().shape, default: z.boolean().optional() });

export const toAddressWire = async (record: AddressRecord): Promise<AddressWire> => {
  const ids = { province_id: record.provinceId, city_id: record.cityId, district_id: record.districtId, village_id: record.villageId };
  return {
    id: record.id,
    label: record.label,
    recipient_name: record.recipientName,
    phone: record.phone,
    ...ids,
    ...(await regionNames(ids)),
    postal_code: record.postalCode,
    address: record.address,
    default: record.isDefault,
    created_at: wibIso(record.createdAt),
  };
};

/** The address book's order: the default first, then the newest. */
const inBookOrder = (a: AddressRecord, b: AddressRecord) =>
  Number(b.isDefault) - Number(a.isDefault) || b.createdAt - a.createdAt || b.id - a.id;

export const addressesOf = (db: Database, customerId: number) =>
  db.addresses.findMany((q) => q.where({ customerId })).sort(inBookOrder);

const findAddress = (db: Database, customerId: number, id: number) => db.addresses.findFirst((q) => q.where({ id, customerId }));

/** Unsets the customer's default but `keepId`: "one default per customer". */
const unsetOtherDefaults = (db: Database, customerId: number, keepId: number) =>
  db.addresses.updateMany((q) => q.where({ customerId, isDefault: true, id: (id) => id !== keepId }), {
    data(address) {
      address.isDefault = false;
    },
  });

const invalidRegions = (errors: Record<string, string[]>) => refuse(422, 'Wilayah alamat tidak valid', errors);

/**
 * `more/user/address/…` (document 2 §7). Default rules (the store's
 * decision): the first address is the default; making one the default unsets
 * the previous one; `default: false` on the default changes nothing (another
 * address is made the default instead); removing the default makes the newest
 * remaining address the default.
 */
export const addressHandlers = (ctx: MockContext, router: Router) => [
  router.customer('POST more/user/address/index', async ({ customer }) => ok(await Promise.all(addressesOf(ctx.db, customer.id).map(toAddressWire)))),

  router.customer('POST more/user/address/show', async ({ request, customer }) => {
    const body = await readBody(request, idBody);
    if (!body.ok) return body.response;
    const address = findAddress(ctx.db, customer.id, body.value.id);
    return address ? ok(await toAddressWire(address)) : notFound('Alamat');
  }),

  router.customer('POST more/user/address/store', async ({ request, customer }) => {
    const body = await readBody(request, storeBody);
    if (!body.ok) return body.response;
    const fields = body.value;
    const errors = await regionErrors(fields);
    if (errors) return invalidRegions(errors);
    const isFirst = addressesOf(ctx.db, customer.id).length === 0;
    const now = ctx.clock.unixSeconds();
    const created = await ctx.db.addresses.create({
      id: nextId(ctx.db.addresses.all()),
      customerId: customer.id,
      label: fields.label,
      recipientName: fields.recipient_name,
      phone: localPhone(fields.phone),
      provinceId: fields.province_id,
      cityId: fields.city_id,
      districtId: fields.district_id,
      villageId: fields.village_id,
      postalCode: fields.postal_code,
      address: fields.address,
      isDefault: isFirst || fields.default === true,
      createdAt: now,
      updatedAt: now,
    });
    if (created.isDefault) await unsetOtherDefaults(ctx.db, customer.id, created.id);
    return ok(await toAddressWire(created), 'Alamat berhasil ditambahkan');
  }),

  router.customer('PUT more/user/address/update', async ({ request, customer }) => {
    const body = await readBody(request, updateBody);
    if (!body.ok) return body.response;
    const changes = body.value;
    const address = findAddress(ctx.db, customer.id, changes.id);
    if (!address) return notFound('Alamat');
    const regions = {
      province_id: changes.province_id ?? address.provinceId,
      city_id: changes.city_id ?? address.cityId,
      district_id: changes.district_id ?? address.districtId,
      village_id: changes.village_id ?? address.villageId,
    };
    const errors = await regionErrors(regions);
    if (errors) return invalidRegions(errors);
    const updated = await ctx.db.addresses.update(address, {
      data(record) {
        record.label = changes.label ?? record.label;
        record.recipientName = changes.recipient_name ?? record.recipientName;
        record.phone = changes.phone === undefined ? record.phone : localPhone(changes.phone);
        record.provinceId = regions.province_id;
        record.cityId = regions.city_id;
        record.districtId = regions.district_id;
        record.villageId = regions.village_id;
        record.postalCode = changes.postal_code ?? record.postalCode;
        record.address = changes.address ?? record.address;
        record.isDefault = record.isDefault || changes.default === true;
        record.updatedAt = ctx.clock.unixSeconds();
      },
    });
    if (!updated) return notFound('Alamat');
    if (updated.isDefault) await unsetOtherDefaults(ctx.db, customer.id, updated.id);
    return ok(await toAddressWire(updated), 'Alamat berhasil diperbarui');
  }),

  router.customer('DELETE more/user/address/destroy', async ({ request, customer }) => {
    const body = await readBody(request, idBody);
    if (!body.ok) return body.response;
    const removed = ctx.db.addresses.delete((q) => q.where({ id: body.value.id, customerId: customer.id }));
    if (!removed) return notFound('Alamat');
    if (removed.isDefault) {
      const newest = addressesOf(ctx.db, customer.id)[0];
      if (newest) {
        await ctx.db.addresses.update((q) => q.where({ id: newest.id }), {
          data(record) {
            record.isDefault = true;
          },
        });
      }
    }
    return ok(null, 'Alamat berhasil dihapus');
  }),
];
