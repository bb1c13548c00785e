import type { Page } from '../catalogue/product';
import { StoreFailure } from '../shared/failure';
import { canRemoveClaim, claimRefusal, type GiveawayClaim, type GiveawayEvent } from './giveaway';
import type { GiveawaysApi } from './giveaways-api.port';

export * from './giveaways.fixture';

/**
 * One customer's giveaways in memory, keeping the server's rules: a claim of an
 * event not running, claimed already or out of quota is refused (kind
 * 'rejected', the reason as message), only a waiting claim can be withdrawn.
 */
export class InMemoryGiveawaysApi implements GiveawaysApi {
  readonly asked: string[] = [];
  failWith: Error | null = null;
  private nextClaimId: number;

  constructor(
    public eventList: readonly GiveawayEvent[] = [],
    public claimList: readonly GiveawayClaim[] = [],
    private readonly now: () => number = () => Date.UTC(2026, 10, 21, 3, 0),
    /** Where a prize goes without an address named: the default address, or null for a customer with none. */
    private readonly deliverTo: string | null = 'Alamat utama',
  ) {
    this.nextClaimId = Math.max(0, ...claimList.map((claim) => claim.id)) + 1;
  }

  events(): Promise<readonly GiveawayEvent[]> {
    return this.answer('events', () => this.eventList.filter((event) => event.endsAt > this.now()));
  }

  claims(page: number, perPage: number): Promise<Page<GiveawayClaim>> {
    return this.answer(`claims ${page} ${perPage}`, () => {
      const newest = [...this.claimList].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      return {
        items: newest.slice((page - 1) * perPage, page * perPage),
        page,
        perPage,
        total: newest.length,
        totalPages: Math.ceil(newest.length / perPage),
      };
    });
  }

  claim(eventId: number, addressId?: number): Promise<GiveawayClaim> {
    return this.answer(`claim ${eventId}${addressId === undefined ? '' : ` to ${addressId}`}`, () => {
      const call = 'POST more/user/giveaway/store';
      const event = this.eventList.find((candidate) => candidate.id === eventId);
      if (!event) throw new StoreFailure('rejected', call, 'Event giveaway tidak ditemukan', { status: 422, serverMessage: 'Event giveaway tidak ditemukan' });
      const refusal = claimRefusal(event, this.now());
      if (refusal) throw new StoreFailure('rejected', call, refusal, { status: 422, serverMessage: refusal, fieldErrors: { eventId: [refusal] } });
      if (this.deliverTo === null) {
        const reason = 'Tambahkan alamat pengiriman terlebih dahulu';
        throw new StoreFailure('rejected', call, reason, { status: 422, serverMessage: reason, fieldErrors: { addressId: [reason] } });
      }
      const claim: GiveawayClaim = {
        id: this.nextClaimId++,
        event: { id: event.id, title: event.title, prize: event.prize, imageUrl: event.imageUrl },
        status: 'waiting',
        statusText: 'Menunggu verifikasi',
        deliverTo: this.deliverTo,
        courier: null,
        waybill: null,
        createdAt: this.now(),
      };
      this.claimList = [...this.claimList, claim];
      this.eventList = this.eventList.map((e) => (e.id === eventId ? { ...e, claimedCount: e.claimedCount + 1, claimedByMe: true } : e));
      return claim;
    });
  }

  removeClaim(claimId: number): Promise<void> {
    return this.answer(`removeClaim ${claimId}`, () => {
      const call = 'DELETE more/user/giveaway/destroy/{id}';
      const claim = this.claimList.find((candidate) => candidate.id === claimId);
      if (!claim) throw new StoreFailure('not-found', call, 'Klaim giveaway tidak ditemukan', { status: 404 });
      if (!canRemoveClaim(claim)) throw new StoreFailure('rejected', call, 'Klaim yang sudah diproses tidak dapat dihapus', { status: 422, serverMessage: 'Klaim yang sudah diproses tidak dapat dihapus' });
      this.claimList = this.claimList.filter((c) => c.id !== claimId);
      this.eventList = this.eventList.map((e) =>
        e.id === claim.event.id ? { ...e, claimedCount: Math.max(0, e.claimedCount - 1), claimedByMe: false } : e,
      );
    });
  }

  private answer<T>(question: string, effect: () => T): Promise<T> {
    this.asked.push(question);
    if (this.failWith) return Promise.reject(this.failWith);
    try {
      return Promise.resolve(effect());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
