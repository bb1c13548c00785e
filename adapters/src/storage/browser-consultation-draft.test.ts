import { type KeptConsultation, emptyConsultationDraft } from '@more/core';
import { describe, expect, it } from 'vitest';
import { BrowserConsultationDraftStore } from './browser-consultation-draft';
import { CONSULTATION_DRAFT_KEY, CustomerSlots } from './customer-slots';
import { MemoryStorage } from './key-value';

const typed: KeptConsultation = {
  draft: { ...emptyConsultationDraft, name: 'Sinta Wulandari', phone: '081234567890', note: 'Ruang keluarga japandi' },
  receipt: null,
};

describe('BrowserConsultationDraftStore: the consultation form kept in the tab (issue 22 point 5)', () => {
  it('gives back what was typed, and a sent request\'s receipt', () => {
    const tab = new MemoryStorage();
    const drafts = new BrowserConsultationDraftStore(tab);
    expect(drafts.load()).toBeNull();
    drafts.save(typed);
    expect(new BrowserConsultationDraftStore(tab).load()).toEqual(typed);
    const sent = { draft: emptyConsultationDraft, receipt: { id: 7, code: 'KONS-20261121-0007', status: 'waiting' as const, createdAt: 1_763_700_000_000 } };
    drafts.save(sent);
    expect(drafts.load()).toEqual(sent);
  });

  it('drops a kept value of another shape instead of misreading it', () => {
    const tab = new MemoryStorage();
    tab.setItem(CONSULTATION_DRAFT_KEY, JSON.stringify({ draft: { name: 3 }, receipt: null }));
    expect(new BrowserConsultationDraftStore(tab).load()).toBeNull();
    expect(tab.getItem(CONSULTATION_DRAFT_KEY)).toBeNull();
  });

  it('is forgotten at logout by the frame\'s CustomerSlots, though the consultation\'s chunk is not loaded', () => {
    const tab = new MemoryStorage();
    new BrowserConsultationDraftStore(tab).save(typed);
    new CustomerSlots(tab).clearOnLogout();
    expect(tab.getItem(CONSULTATION_DRAFT_KEY)).toBeNull();
  });
});
