import type { ReactNode } from 'react';
import { Breadcrumb } from '../../shared/Breadcrumb';
import { type StorePage, storePageCrumbs, storePages } from './content/store-pages';
import { useAppView } from './RichText';
import styles from './StorePages.module.css';

/**
 * What every store page shares: the trail (not in the app's web view, which
 * draws its own bar), the one h1, and the page's lead.
 */
export const StorePageFrame = ({ page, lead, children }: { readonly page: StorePage; readonly lead: ReactNode; readonly children: ReactNode }) => {
  const appView = useAppView();
  return (
    <div className={styles.page} data-testid={`store-page-${page}`}>
      {!appView && <Breadcrumb crumbs={storePageCrumbs(page)} />}
      <div className="stack-2">
        <h1 className="page-title">{storePages[page].title}</h1>
        <p className="page-lead">{lead}</p>
      </div>
      {children}
    </div>
  );
};
