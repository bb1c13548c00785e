import { type ProductFilter, emptyListView } from '@more/core';
import { ListLink } from './ListLink';
import styles from './ProductListing.module.css';

/** A filter that matches nothing: what core says of it, and its ways out (never a dead end). */
export const EmptyList = ({ filter, go }: { filter: ProductFilter; go: (href: string) => void }) => {
  const view = emptyListView(filter);
  return (
    <div className={styles.empty} data-testid="empty-list">
      <p className={styles.emptyTitle}>{view.title}</p>
      <p>{view.message}</p>
      {view.tips.length > 0 && (
        <ul className={styles.tips}>
          {view.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      <div className={styles.emptyActions}>
        {view.actions.map((action) => (
          <ListLink key={action.label} href={action.href} go={go} className={styles.emptyAction}>
            {action.label}
          </ListLink>
        ))}
      </div>
    </div>
  );
};
