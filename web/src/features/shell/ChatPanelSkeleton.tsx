import styles from './ChatPanel.module.css';

/** The panel's title bar: "Chat dengan MORE", its hours, and the close button. */
export const ChatPanelHeading = ({ onClose }: { readonly onClose?: () => void }) => (
  <header className={styles.head}>
    <span className={styles.avatar} aria-hidden="true">
      M
    </span>
    <div className={styles.heading}>
      <h2 id="chat-panel-title" className={styles.title}>
        Chat dengan MORE
      </h2>
      <p id="chat-panel-hours" className={styles.hours}>
        Customer service kami membalas setiap hari, 09.00 - 21.00 WIB
      </p>
    </div>
    {onClose && (
      <button type="button" className={styles.close} onClick={onClose} aria-label="Tutup chat">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    )}
  </header>
);

/** Message bubbles while the conversation loads ("Loading states use skeleton placeholders"). */
export const ChatBubblesSkeleton = () => (
  <div className={styles.skeleton} data-testid="chat-skeleton">
    <span className={`${styles.bubble} ${styles.bubbleTheirs}`} />
    <span className={`${styles.bubble} ${styles.bubbleMine}`} />
    <span className={`${styles.bubble} ${styles.bubbleTheirs} ${styles.bubbleShort}`} />
  </div>
);

/** The panel while its code arrives: the same frame, bubbles in place of messages. */
export const ChatPanelSkeleton = ({ id, onClose }: { readonly id: string; readonly onClose: () => void }) => (
  <section
    id={id}
    className={styles.panel}
    role="dialog"
    aria-labelledby="chat-panel-title"
    aria-busy="true"
    onKeyDown={(event) => {
      if (event.key === 'Escape') onClose();
    }}
  >
    <ChatPanelHeading onClose={onClose} />
    <div className={styles.body}>
      <ChatBubblesSkeleton />
    </div>
  </section>
);
