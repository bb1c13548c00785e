import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { CopyButton } from '../../shared/CopyButton';
import { useHydrated } from '../../shared/use-hydrated';
import { type FaqGroup, type FaqQuestion, faqQuestionOfHash, faqQuestions } from './content/faq-content';
import { anchorSlug } from './content/rich-text';
import { questionToFocus } from './faq-keys';
import { RichText } from './RichText';
import { reachElement, useHashTarget } from './use-hash-target';
import styles from './StorePages.module.css';

/*
 * React 19 writes `hidden` only as a boolean (`hidden=""`), which hides an
 * answer from find-in-page. The same attribute in upper case is passed
 * through as written, and HTML attribute names are case-insensitive, so the
 * server's HTML says hidden="until-found": every answer is in the page, found
 * by the browser's search (which opens it, `beforematch`) and by crawlers.
 */
const untilFound = (closed: boolean): object => (closed ? { HIDDEN: 'until-found' } : {});

const panelId = (slug: string) => `${slug}-jawaban`;
const buttonId = (slug: string) => `${slug}-tombol`;

const Chevron = () => (
  <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M6 9l6 6 6-6" />
  </svg>
);

const Question = ({ question, open, onToggle, pageUrl }: { readonly question: FaqQuestion; readonly open: boolean; readonly onToggle: (slug: string) => void; readonly pageUrl: string }) => (
  <div className={styles.faqItem} data-testid="faq-item">
    <h3 id={question.slug} className="t-md">
      <button type="button" id={buttonId(question.slug)} className={styles.faqButton} aria-expanded={open} aria-controls={panelId(question.slug)} onClick={() => onToggle(question.slug)} data-faq-question="">
        <span>{question.question}</span>
        <Chevron />
      </button>
    </h3>
    <div id={panelId(question.slug)} role="region" aria-labelledby={buttonId(question.slug)} className={styles.faqAnswer} {...untilFound(!open)}>
      {question.answer.map((paragraph, index) => (
        <p key={index}>
          <RichText paragraph={paragraph} />
        </p>
      ))}
      <p className="row-2">
        <span className="muted">Bagikan jawaban ini</span>
        <CopyButton value={`${pageUrl}#${question.slug}`} label={`Salin tautan jawaban: ${question.question}`} copiedText="Tautan jawaban disalin" />
      </p>
    </div>
  </div>
);

/**
 * The FAQ as an accordion (WAI-ARIA APG accordion pattern): each question a
 * button in a heading that opens its answer, a region; several may be open.
 * Each answer has its own address, /faq#<slug>: opening it (on load, or a
 * followed anchor) opens that answer and brings it into view.
 */
export const FaqAccordion = ({ groups }: { readonly groups: readonly FaqGroup[] }) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const root = useRef<HTMLDivElement>(null);
  const [path] = useLocation();
  const hydrated = useHydrated();
  // The address to share: whole once in the browser; the server's render never shows it.
  const pageUrl = hydrated ? `${window.location.origin}${path}` : path;

  const openOne = useCallback((slug: string) => setOpen((current) => (current.has(slug) ? current : new Set(current).add(slug))), []);
  const toggle = useCallback(
    (slug: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(slug)) next.add(slug);
        return next;
      }),
    [],
  );

  useHashTarget((hash) => {
    const question = faqQuestionOfHash(hash);
    if (!question) return;
    openOne(question.slug);
    // After React has shown the answer, so the whole of it scrolls into view.
    window.requestAnimationFrame(() => reachElement(document.getElementById(question.slug), document.getElementById(buttonId(question.slug))));
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // An answer the browser opened before the page was live (find-in-page) counts as open.
    for (const panel of element.querySelectorAll<HTMLElement>('[role="region"]:not([hidden])')) openOne(panel.id.replace(/-jawaban$/, ''));
    // Find-in-page reveals a hidden="until-found" answer itself: the accordion follows, so its button says expanded.
    const reveal = (event: Event) => {
      const target = event.target as HTMLElement;
      if (target.id.endsWith('-jawaban')) openOne(target.id.replace(/-jawaban$/, ''));
    };
    element.addEventListener('beforematch', reveal, true);
    return () => element.removeEventListener('beforematch', reveal, true);
  }, [openOne]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-faq-question') || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const buttons = Array.from(root.current?.querySelectorAll<HTMLButtonElement>('[data-faq-question]') ?? []);
    const next = questionToFocus(event.key, buttons.indexOf(target as HTMLButtonElement), buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    // The keys are the questions' (APG accordion); the container only hears them bubble up.
    <div ref={root} className="stack-6" onKeyDown={onKeyDown}>
      {groups.map((group) => {
        const groupId = `topik-${anchorSlug(group.title)}`;
        return (
          <section key={group.title} className="stack-2" aria-labelledby={groupId}>
            <h2 id={groupId} className={styles.sectionTitle}>
              {group.title}
            </h2>
            {faqQuestions
              .filter((question) => group.entries.some((entry) => entry.question === question.question))
              .map((question) => (
                <Question key={question.slug} question={question} open={open.has(question.slug)} onToggle={toggle} pageUrl={pageUrl} />
              ))}
          </section>
        );
      })}
    </div>
  );
};
