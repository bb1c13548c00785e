import { faqQuestions } from './content/faq-content';
import { plainText } from './content/rich-text';

/** schema.org FAQPage for /faq's head: every question with its answer's plain text, as the page shows them. */
export const faqPageData = () => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqQuestions.map((question) => ({
    '@type': 'Question',
    name: question.question,
    acceptedAnswer: { '@type': 'Answer', text: plainText(question.answer) },
  })),
});
