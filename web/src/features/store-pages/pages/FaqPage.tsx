import type { PageProps } from '../../../shared/route-contract';
import { faqGroups } from '../content/faq-content';
import { FaqAccordion } from '../FaqAccordion';
import { StoreContact } from '../StoreContact';
import { StorePageFrame } from '../StorePageFrame';

/**
 * /faq and, in the app's web view, /faq-apps (document 1 §2): the questions
 * by topic as an accordion, each answer at its own anchor, then how to reach
 * the store when the answer is not here.
 */
export default function FaqPage(_props: PageProps) {
  return (
    <StorePageFrame page="faq" lead="Jawaban singkat atas pertanyaan yang paling sering kami terima, dikelompokkan per topik. Pilih pertanyaan untuk membaca jawabannya.">
      <FaqAccordion groups={faqGroups} />
      <StoreContact headingId="faq-kontak" title="Belum menemukan jawaban?" />
    </StorePageFrame>
  );
}
