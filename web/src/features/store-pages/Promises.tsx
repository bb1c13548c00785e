import { PromiseIcon } from '../../shared/PromiseIcon';
import { storePromises } from './content/store-facts';
import { StoreCard } from './StoreSection';
import styles from './StorePages.module.css';

/** The store's four promises (document 1 §1), as cards. */
export const Promises = () => (
  <ul className={styles.cards} data-testid="store-promises">
    {storePromises.map((promise) => (
      <StoreCard key={promise.id} icon={<PromiseIcon id={promise.id} size={28} className={styles.cardIcon} />} title={promise.title} text={promise.text} />
    ))}
  </ul>
);
