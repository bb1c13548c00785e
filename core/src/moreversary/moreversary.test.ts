import { type DatedText, dateAt, dateTimeAt, datedText } from '../shared/dated-text';

/** A sentence's words, its moments as their instants. */
const words = (text: DatedText) => text.map((part) => (typeof part === 'string' ? part : `<${part.at}>`)).join('');
import fc from 'fast-check';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryAccountApi, aMoreversaryStatus } from '../account/fakes';
import { InMemoryProductShowcase } from '../catalogue/fakes';
import { aProduct } from '../catalogue/product.fixture';
import { StoreFailure } from '../shared/failure';
import { ANNIVERSARY_OFFER_LIMIT, AnniversaryOffers, anniversaryOffers } from './anniversary-offers';
import { MoreversaryMembership } from './moreversary-membership';
import { memberSinceText, moreversaryCrumbs, moreversaryPeriodText, moreversaryStanding } from './moreversary-text';

const DAY = 24 * 3_600_000;
const NOW = Date.UTC(2026, 10, 21, 3, 0);

const settle = async () => {
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
};

const setUp = (loggedIn = true) => {
  const session = new BehaviorSubject(loggedIn);
  const api = new InMemoryAccountApi();
  return { session, api, membership: new MoreversaryMembership(api, session, () => NOW) };
};

describe('MoreversaryMembership (document 2 §7 "Auth and user": GET more/user/moreversary, login)', () => {
  it('invites a guest to log in and never asks the server', async () => {
    const { membership, api } = setUp(false);
    membership.show();
    await settle();
    expect(membership.current).toEqual({ status: 'login-needed' });
    expect(api.calls).toEqual([]);
  });

  it("shows a customer the campaign as it stands for them, after a loading state", async () => {
    const { membership, api } = setUp();
    membership.show();
    expect(membership.current).toEqual({ status: 'loading' });
    await settle();
    expect(membership.current).toEqual({ status: 'ready', campaign: api.moreversaryStatus, standing: moreversaryStanding(api.moreversaryStatus, NOW) });
    expect(membership.current.status === 'ready' && membership.current.standing.tone).toBe('eligible');
    membership.show();
    await settle();
    expect(api.calls).toEqual(['moreversary']);
  });

  it('says the campaign is not running when the server answers 404, and a failure otherwise, with a retry', async () => {
    const { membership, api } = setUp();
    api.failWith = new StoreFailure('not-found', 'GET more/user/moreversary', 'Kampanye MOREVERSARY tidak ditemukan', { status: 404 });
    membership.show();
    await settle();
    expect(membership.current).toEqual({ status: 'not-running' });
    api.failWith = new StoreFailure('server', 'GET more/user/moreversary', 'boom', { status: 500 });
    membership.reload();
    await settle();
    expect(membership.current).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    api.failWith = null;
    membership.reload();
    await settle();
    expect(membership.current.status).toBe('ready');
  });

  it('follows the session: a login shows the data, a logout drops it at once', async () => {
    const { membership, session, api } = setUp(false);
    membership.show();
    await settle();
    session.next(true);
    await settle();
    expect(membership.current.status).toBe('ready');
    session.next(false);
    membership.clearOnLogout();
    await settle();
    expect(membership.current).toEqual({ status: 'login-needed' });
    expect(JSON.stringify(membership.current)).not.toContain(api.moreversaryStatus.title);
  });

  it('clearOnLogout empties even when nothing asks any more, and forget drops the view', async () => {
    const { membership } = setUp();
    membership.show();
    await settle();
    membership.forget();
    expect(membership.current).toEqual({ status: 'idle' });
    membership.clearOnLogout();
    expect(membership.current).toEqual({ status: 'idle' });
  });
});

describe('moreversaryStanding: the reward, or why not yet', () => {
  it('gives an eligible customer the reward with its end date in WIB', () => {
    const standing = moreversaryStanding(aMoreversaryStatus({ endsAt: Date.UTC(2026, 11, 16, 16, 59) }), NOW);
    expect(standing).toEqual({
      tone: 'eligible',
      headline: datedText('Selamat, Anda mendapat hadiah ulang tahun!'),
      detail: datedText('Voucher ulang tahun Rp100.000. Berlaku sampai ', dateTimeAt(Date.UTC(2026, 11, 16, 16, 59)), ' WIB.'),
    });
  });

  it('tells a new member why not, naming the day they joined', () => {
    const standing = moreversaryStanding(aMoreversaryStatus({ eligible: false, reward: null, memberSince: Date.UTC(2026, 10, 18, 2) }), NOW);
    expect(standing.tone).toBe('not-eligible');
    expect(standing.detail).toContainEqual(dateAt(Date.UTC(2026, 10, 18, 2)));
    expect(standing.detail[0]).toContain('terdaftar sejak ');
  });

  it('tells a campaign to come from one that is over', () => {
    expect(moreversaryStanding(aMoreversaryStatus({ active: false, startsAt: NOW + DAY, endsAt: NOW + 30 * DAY }), NOW).tone).toBe('upcoming');
    expect(moreversaryStanding(aMoreversaryStatus({ active: false, startsAt: NOW - 30 * DAY, endsAt: NOW - DAY }), NOW).tone).toBe('over');
  });

  it('for any dates and flags: the reward is promised only when the server says eligible and active, and never a reward it did not give', () => {
    const time = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(time, time, time, time, fc.boolean(), fc.boolean(), fc.option(fc.constantFrom('Voucher ulang tahun Rp100.000', 'Gratis bantal sofa')), (a, b, memberSince, now, active, eligible, reward) => {
        const [startsAt, endsAt] = a <= b ? [a, b] : [b, a];
        const standing = moreversaryStanding({ title: 'MOREVERSARY 2026', startsAt, endsAt, active, memberSince, eligible, reward }, now);
        expect(standing.tone === 'eligible').toBe(active && eligible && reward !== null);
        if (standing.tone !== 'eligible' && reward) expect(words(standing.detail)).not.toContain(reward);
        if (standing.tone === 'eligible') expect(words(standing.detail).startsWith(reward!)).toBe(true);
        expect(words(standing.headline).length).toBeGreaterThan(0);
        expect(`${words(standing.headline)} ${words(standing.detail)}`).not.toMatch(/undefined|null|NaN/);
      }),
    );
  });

  it('prints the period and membership in WIB', () => {
    expect(moreversaryPeriodText(Date.UTC(2026, 10, 15, 17), Date.UTC(2026, 11, 16, 16, 59))).toEqual(datedText(dateTimeAt(Date.UTC(2026, 10, 15, 17)), ' – ', dateTimeAt(Date.UTC(2026, 11, 16, 16, 59)), ' WIB'));
    expect(memberSinceText(Date.UTC(2025, 2, 11, 18))).toEqual(datedText('Member sejak ', dateAt(Date.UTC(2025, 2, 11, 18))));
  });

  it('gives the retail page its own crumb under the anniversary', () => {
    expect(moreversaryCrumbs('retail').map((crumb) => crumb.path)).toEqual(['/', '/moreversary', '/moreversary-retail']);
    expect(moreversaryCrumbs('online')).toHaveLength(2);
  });
});

describe('anniversaryOffers (GET uni/product/top, public)', () => {
  it('puts the discounted best-sellers first, leaves sold-out ones out, keeps eight', async () => {
    const products = [
      aProduct({ id: 1, totalSales: 900, discountMaxPercent: 0 }),
      aProduct({ id: 2, totalSales: 800, discountMaxPercent: 20 }),
      aProduct({ id: 3, totalSales: 700, discountMaxPercent: 40, stock: 0 }),
      aProduct({ id: 4, totalSales: 600, discountMaxPercent: 40 }),
    ];
    expect(anniversaryOffers(products).map((p) => p.id)).toEqual([4, 2, 1]);
    const offers = new AnniversaryOffers(new InMemoryProductShowcase({ products }));
    offers.ensureLoaded();
    await settle();
    expect(offers.current.status === 'ready' && offers.current.value.map((card) => card.id)).toEqual([4, 2, 1]);
  });

  it('for any list: at most eight, all in stock, discounts never rising', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ stock: fc.nat(5), discount: fc.nat(70) }), { maxLength: 30 }), (rows) => {
        const offers = anniversaryOffers(rows.map((row, i) => aProduct({ id: i + 1, stock: row.stock, discountMaxPercent: row.discount })));
        expect(offers.length).toBe(Math.min(ANNIVERSARY_OFFER_LIMIT, rows.filter((row) => row.stock > 0).length));
        offers.forEach((offer, i) => {
          expect(offer.stock).toBeGreaterThan(0);
          if (i > 0) expect(offer.discountMaxPercent).toBeLessThanOrEqual(offers[i - 1]!.discountMaxPercent);
        });
      }),
    );
  });
});
