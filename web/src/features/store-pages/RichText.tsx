import { Link, useLocation } from 'wouter';
import { type Paragraph, isAppViewPath, storePageHref } from './content/rich-text';

/** Whether the page is the app's web view of a store page (/faq-apps): its links stay inside the app's variants. */
export const useAppView = (): boolean => isAppViewPath(useLocation()[0]);

/** One paragraph's runs: a store path is a client-side link (the app's variant inside the app), an https address a link out. */
export const RichText = ({ paragraph }: { readonly paragraph: Paragraph }) => {
  const appView = useAppView();
  return (
    <>
      {paragraph.map((run, index) =>
        typeof run === 'string' ? (
          run
        ) : run.href.startsWith('/') ? (
          <Link key={index} href={storePageHref(run.href, appView)}>
            {run.text}
          </Link>
        ) : (
          <a key={index} href={run.href} rel="noopener noreferrer" target="_blank">
            {run.text}
          </a>
        ),
      )}
    </>
  );
};
