import { type BannerSlide, HomeBanners } from '@more/core';
import { Link } from 'wouter';
import { Carousel } from '../../shared/carousel/Carousel';
import styles from './BannerCarousel.module.css';
import { HomeBlock } from '../../shared/HomeBlock';
import { MOBILE_BANNER_MEDIA } from './banner-media';
import { imageSlots } from '../../shared/images/image-slots';
import { photoSources } from '../../shared/images/photo-sources';
import { useStoreConfig } from '../../shared/store-config';

/**
 * One banner: the phone image at 550 px or less, the desktop image above (document 1 §9), with
 * their sizes so nothing moves while they load. The first banner is the page's largest paint:
 * it loads at once with high priority; the others wait until they are near.
 */
const BannerPicture = ({ slide, first }: { slide: BannerSlide; first: boolean }) => {
  const { imagePath } = useStoreConfig();
  const phone = photoSources(imagePath, slide.mobileImageUrl, 'bannerPhone');
  const wide = photoSources(imagePath, slide.desktopImageUrl, 'bannerWide');
  return (
    <picture>
      <source media={MOBILE_BANNER_MEDIA} srcSet={phone.srcSet ?? phone.src} sizes={phone.sizes} width={imageSlots.bannerPhone.width} height={imageSlots.bannerPhone.height} />
      <img
        className={styles.image}
        src={wide.src}
        srcSet={wide.srcSet}
        sizes={wide.sizes}
        alt={slide.alt}
        width={imageSlots.bannerWide.width}
        height={imageSlots.bannerWide.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
    </picture>
  );
};

/**
 * A banner leads to link_banner; without one it is a plain image ("a no-op link", document 1
 * §3): nothing to tab to, nothing that jumps to the top of the page.
 */
const Banner = ({ slide, first }: { slide: BannerSlide; first: boolean }) =>
  slide.href?.startsWith('/') ? (
    <Link className={styles.banner} href={slide.href} data-testid="home-banner">
      <BannerPicture slide={slide} first={first} />
    </Link>
  ) : slide.href ? (
    <a className={styles.banner} href={slide.href} data-testid="home-banner">
      <BannerPicture slide={slide} first={first} />
    </a>
  ) : (
    <div className={styles.banner} data-testid="home-banner">
      <BannerPicture slide={slide} first={first} />
    </div>
  );

/**
 * The top banner carousel (`uni/banner` type 1): 2 slides centred, 1 at 550 px or less,
 * autoplay 5000 ms, speed 500 ms (document 1 §9). The server renders the slides as plain
 * HTML, so the first banner is painted before any script; swiper takes over after hydration.
 */
export const BannerCarousel = () => (
  <HomeBlock
    of={HomeBanners}
    id="home-banners"
    title={null}
    label="Promo pilihan"
    failure="Banner promo belum dapat ditampilkan."
    skeleton={<div className={styles.skeleton} />}
    isEmpty={(slides) => slides.length === 0}
    className={styles.block}
  >
    {(slides) => (
      <Carousel
        label="Banner promo"
        layout="banner"
        upgrade="visible"
        slides={slides.map((slide, index) => ({ key: slide.id, node: <Banner slide={slide} first={index === 0} /> }))}
      />
    )}
  </HomeBlock>
);
