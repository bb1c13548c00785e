// The parts every page shares (document 1 §2, "Shared screen parts"): bottom navigation, back to top, profile menu, chat widget, and the header's dropdowns, links and search box.
export * from './bottom-navigation';
export * from './back-to-top';
export * from './profile-menu';
export * from './profile-sections';
export * from './chat-widget';
export * from './header-dropdowns';
export * from './category-header-menu';
export * from './header-personal-links';
export * from './search-box';
export * from './phone-menu';
