// Campaigns, and the store pages' variants for the app's web view.
export const moreversary = '/moreversary';
export const moreversaryRetail = '/moreversary-retail';
export const aboutInApp = '/about-apps';
export const faqInApp = '/faq-apps';
export const termsInApp = '/snk-apps';
