import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faqGroups, faqQuestions } from './content/faq-content';
import { termsArticles } from './content/terms-content';
import { FaqAccordion } from './FaqAccordion';
import SnkPage from './pages/SnkPage';

const questionButton = (text: string) => screen.getByRole('button', { name: text });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const nextFrame = () => act(() => new Promise<void>((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve()))));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the FAQ accordion (WAI-ARIA APG accordion pattern)', () => {
  it('puts each question in a heading as a collapsed button controlling its answer region, hidden until found', () => {
    render(<FaqAccordion groups={faqGroups} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(faqGroups.map((group) => group.title));
    const buttons = screen.getAllByRole('button', { expanded: false }).filter((button) => button.hasAttribute('data-faq-question'));
    expect(buttons).toHaveLength(faqQuestions.length);
    const first = buttons[0]!;
    expect(first.parentElement!.tagName).toBe('H3');
    const panel = panelOf(first);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-labelledby')).toBe(first.id);
    expect(panel.getAttribute('hidden')).toBe('until-found');
    // The answer's text is in the page while closed: find-in-page and crawlers read it.
    expect(panel.textContent).toContain('Tambah ke Keranjang');
  });

  it('opens and closes an answer with its button, leaving the others as they are', () => {
    render(<FaqAccordion groups={faqGroups} />);
    const garansi = questionButton('Apa itu Garansi 2x24 Jam?');
    const ongkir = questionButton('Apakah ongkos kirim gratis?');
    fireEvent.click(garansi);
    fireEvent.click(ongkir);
    expect(garansi.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(garansi).hasAttribute('hidden')).toBe(false);
    expect(ongkir.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(garansi);
    expect(garansi.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(garansi).getAttribute('hidden')).toBe('until-found');
    expect(ongkir.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves between questions with ArrowDown/ArrowUp (wrapping) and Home/End', () => {
    render(<FaqAccordion groups={faqGroups} />);
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-faq-question]'));
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(buttons.at(-1)!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(buttons.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    // Another key keeps its meaning: nothing moves, nothing opens.
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('false');
  });

  it("opens the answer the address's anchor names, on load and when the anchor changes", async () => {
    const [first, second] = [faqQuestions[2]!, faqQuestions[10]!];
    window.history.replaceState(null, '', `/faq#${first.slug}`);
    render(<FaqAccordion groups={faqGroups} />);
    await nextFrame();
    expect(questionButton(first.question).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(questionButton(first.question));
    expect(questionButton(second.question).getAttribute('aria-expanded')).toBe('false');
    act(() => {
      window.history.replaceState(null, '', `/faq#${second.slug}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await nextFrame();
    expect(questionButton(second.question).getAttribute('aria-expanded')).toBe('true');
  });

  it('follows the browser when find-in-page reveals an answer (beforematch)', () => {
    render(<FaqAccordion groups={faqGroups} />);
    const button = questionButton('Apakah produk MORE dijamin original?');
    act(() => {
      panelOf(button).dispatchEvent(new Event('beforematch', { bubbles: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the terms page', () => {
  it('links every table-of-contents entry to an article heading that exists', () => {
    render(<SnkPage params={{}} />);
    const toc = screen.getByRole('navigation', { name: 'Daftar Isi' });
    const anchors = Array.from(toc.querySelectorAll('a')).map((link) => link.getAttribute('href')!);
    expect(anchors).toHaveLength(termsArticles.length);
    for (const [index, anchor] of anchors.entries()) {
      const target = document.getElementById(anchor.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(`Pasal ${index + 1}. ${termsArticles[index]!.title}`);
    }
    expect(screen.getByText('1 November 2026').getAttribute('dateTime')).toBe('2026-11-01');
  });
});
