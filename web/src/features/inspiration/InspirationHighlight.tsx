import { INSPIRATION_ALL_PATH, InspirationHighlight as Highlight } from '@more/core';
import { Carousel } from '../../shared/carousel/Carousel';
import blockStyles from '../../shared/HomeBlock.module.css';
import { HomeBlock } from '../../shared/HomeBlock';
import { InspirationCard } from './InspirationCard';

/** The home page's inspiration highlight (`uni/inspiration/highlight`): a carousel at 800 ms per slide (document 1 §9). */
export const InspirationHighlight = () => (
  <HomeBlock
    of={Highlight}
    id="home-inspiration"
    title="Inspirasi Ruangan"
    subtitle="Ide menata rumah dengan furnitur MORE"
    // Every room's inspirations (/inspirasi/semua): document 1 has no /inspirasi page.
    seeAll={INSPIRATION_ALL_PATH}
    failure="Inspirasi belum dapat ditampilkan."
    skeleton={<div className={blockStyles.skeleton} style={{ aspectRatio: '16 / 5' }} />}
    isEmpty={(cards) => cards.length === 0}
  >
    {(cards) => (
      <Carousel
        label="Inspirasi pilihan"
        layout="inspiration"
        slides={cards.map((card) => ({ key: card.id, node: <InspirationCard card={card} /> }))}
      />
    )}
  </HomeBlock>
);
