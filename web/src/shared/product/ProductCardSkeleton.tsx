import styles from './ProductCardSkeleton.module.css';

export const ProductCardSkeleton = () => <div className={styles.skeleton} data-testid="product-card-skeleton" />;
