// The parts every page shares (document 1 §2, "Shared screen parts"): bottom navigation, back to top, profile menu, chat widget.
export * from './bottom-navigation';
export * from './back-to-top';
export * from './profile-menu';
export * from './chat-widget';
