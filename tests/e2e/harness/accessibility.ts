import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's serious and critical violations on the page as it stands (or within `include`, a selector), each
 * as its rule and the elements it found: the list a test expects to be empty.
 */
export const seriousViolations = async (page: Page, include?: string): Promise<string[]> => {
  // Only violations are read: collecting every passing and incomplete node as well took a third of each analysis.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} element(s): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')})`);
};
