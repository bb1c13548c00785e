import styles from './FormSkeleton.module.css';

/** A form's shape while what it needs arrives: a label and a field per row, then the button. */
export const FormSkeleton = ({ fields, label }: { readonly fields: number; readonly label: string }) => (
  <div className="stack-4" aria-busy="true" role="status" aria-label={label} data-testid="form-skeleton">
    {Array.from({ length: fields }, (_, row) => (
      <div key={row} className="stack-2">
        <div className={`skel ${styles.label}`} />
        <div className={`skel ${styles.input}`} />
      </div>
    ))}
    <div className={`skel ${styles.button}`} />
  </div>
);
