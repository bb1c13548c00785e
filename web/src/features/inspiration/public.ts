// What other features show of the inspiration: the home page's highlight.
export { InspirationHighlight } from './InspirationHighlight';
