import { ProductImage } from '../../shared/product/ProductImage';
import { HomeEndorsements } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useCustomer } from '../../shared/use-customer';
import { useStore } from '../../shared/use-store';
import { Carousel } from '../../shared/carousel/Carousel';
import styles from './Endorsements.module.css';
import blockStyles from '../../shared/HomeBlock.module.css';

/**
 * The eight endorsements in order_data order (document 2 §3). Everyone gets the bundled cards
 * on the server; a customer's own copy replaces them after hydration (core decides).
 */
export const Endorsements = () => {
  const endorsements = useService(HomeEndorsements);
  const state = useStore(endorsements);
  const customer = useCustomer();

  useEffect(() => {
    if (customer) void endorsements.refreshForCustomer();
  }, [customer, endorsements]);

  if (state.status !== 'ready' || state.value.length === 0) return null;
  return (
    <section className={blockStyles.block} aria-labelledby="endorsements-title" data-testid="home-endorsements">
      <div className={blockStyles.heading}>
        <div>
          <h2 id="endorsements-title" className={blockStyles.title}>
            Kata Mereka tentang MORE
          </h2>
          <p className={blockStyles.subtitle}>Rumah pelanggan kami dengan furnitur pilihan mereka</p>
        </div>
      </div>
      <Carousel
        label="Endorsement pelanggan"
        layout="wide"
        slides={state.value.map((card) => ({
          key: card.id,
          node: (
            <article className={styles.card} data-testid="endorsement">
              <Link href={card.href} className={styles.link}>
                <ProductImage slot="endorsement" image={{ url: card.contentImageUrl, alt: card.contentAlt }} className={styles.content} />
                <span className={styles.person}>
                  <img className={styles.avatar} src={card.userImageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  <span className={styles.who}>
                    <span className={styles.name}>{card.name}</span>
                    <span className={styles.handle}>{card.handle}</span>
                  </span>
                </span>
              </Link>
            </article>
          ),
        }))}
      />
    </section>
  );
};
