import styles from './Vouchers.module.css';

/** Three boxes where the vouchers or the rewards will be, while they load (the Loadable around it says so). */
export const ListSkeleton = () => (
  <div className="card-list">
    {Array.from({ length: 3 }, (_, index) => (
      <div key={index} className={styles.skeleton} />
    ))}
  </div>
);
