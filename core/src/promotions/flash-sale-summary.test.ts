import { describe, expect, it } from 'vitest';
import type { FlashSaleGroupView } from '../flash-sale/flash-sale-group-view';
import { toFlashSaleSummary } from './flash-sale-summary';

const view = (overrides: Partial<FlashSaleGroupView> = {}): FlashSaleGroupView => ({
  id: 2,
  title: 'Flash Sale Hari Ini',
  phase: 'running',
  label: 'Berlangsung',
  heading: null,
  countdown: '05:59:59',
  cards: [],
  ...overrides,
});

describe('a flash-sale group summed up on /promotion', () => {
  it('running: "Berlangsung" and the countdown to the end (document 1 §4)', () => {
    expect(toFlashSaleSummary(view())).toEqual({
      id: 2,
      title: 'Flash Sale Hari Ini',
      label: 'Berlangsung',
      timing: 'Berakhir dalam 05:59:59',
      countdown: '05:59:59',
      running: true,
      productCount: '0 produk',
      href: '/product/sale',
    });
  });

  it('upcoming: "Akan datang" and the start as core words it', () => {
    const summary = toFlashSaleSummary(view({ phase: 'upcoming', label: 'Akan datang', heading: 'Mulai 24 November 2026 21:00 WIB', countdown: null }));
    expect(summary).toMatchObject({ label: 'Akan datang', timing: 'Mulai 24 November 2026 21:00 WIB', countdown: null, running: false });
    expect(toFlashSaleSummary(view({ phase: 'upcoming', heading: null })).timing).toBe('Segera dimulai');
  });

  it('over: says so until the board reloads', () => {
    expect(toFlashSaleSummary(view({ phase: 'over', label: null, countdown: '00:00:00' }))).toMatchObject({ label: 'Selesai', timing: 'Flash sale telah berakhir', running: false });
  });

  it('counts the products, with thousands dotted', () => {
    const cards = Array.from({ length: 3 }, () => ({}) as FlashSaleGroupView['cards'][number]);
    expect(toFlashSaleSummary(view({ cards })).productCount).toBe('3 produk');
    expect(toFlashSaleSummary(view({ countdown: null })).timing).toBe('Berakhir dalam 00:00:00');
  });
});
