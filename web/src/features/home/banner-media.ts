/** Document 1 §9: a banner's phone image at 550 px or less, its desktop image above. */
export const MOBILE_BANNER_MEDIA = '(max-width: 550px)';
export const DESKTOP_BANNER_MEDIA = '(min-width: 551px)';
