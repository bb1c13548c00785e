import { type HeaderDropdownId, closeHeaderDropdown, toggleHeaderDropdown } from '@more/core';
import { type KeyboardEvent, type ReactNode, createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';

interface HeaderDropdowns {
  readonly open: HeaderDropdownId | null;
  readonly toggle: (id: HeaderDropdownId) => void;
  readonly close: (id: HeaderDropdownId) => void;
}

const DropdownsContext = createContext<HeaderDropdowns | null>(null);

/** A dropdown belongs to the page it was opened on, so following any link closes it. */
type Opened = { readonly id: HeaderDropdownId; readonly path: string } | null;

/**
 * Which of the header's dropdowns is open: one at a time ("Opening one
 * dropdown closes other open ones", document 1 §2). A press or a focus
 * outside the open one closes it, as does a navigation.
 */
export const HeaderDropdownsProvider = ({ children }: { children: ReactNode }) => {
  const [path] = useLocation();
  const [opened, setOpened] = useState<Opened>(null);
  const open = opened !== null && opened.path === path ? opened.id : null;

  const change = useCallback(
    (rule: (current: HeaderDropdownId | null) => HeaderDropdownId | null) =>
      setOpened((previous) => {
        const next = rule(previous !== null && previous.path === path ? previous.id : null);
        return next === null ? null : { id: next, path };
      }),
    [path],
  );
  const toggle = useCallback((id: HeaderDropdownId) => change((current) => toggleHeaderDropdown(current, id)), [change]);
  const close = useCallback((id: HeaderDropdownId) => change((current) => closeHeaderDropdown(current, id)), [change]);

  useEffect(() => {
    // The phone's menu is a modal dialog: its backdrop and Escape close it.
    if (open === null || open === 'mobile-menu') return;
    const outside = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`[data-header-dropdown="${open}"]`)) return;
      close(open);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  const value = useMemo(() => ({ open, toggle, close }), [open, toggle, close]);
  return <DropdownsContext.Provider value={value}>{children}</DropdownsContext.Provider>;
};

const useDropdowns = (): HeaderDropdowns => {
  const dropdowns = useContext(DropdownsContext);
  if (!dropdowns) throw new Error('A header dropdown needs <HeaderDropdownsProvider> above it');
  return dropdowns;
};

/**
 * One disclosure of the header: a button that shows and hides its panel
 * (aria-expanded, aria-controls). Escape inside it closes it and puts the
 * focus back on its button.
 */
export const useHeaderDropdown = (id: HeaderDropdownId) => {
  const dropdowns = useDropdowns();
  const panelId = `${useId()}${id}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const expanded = dropdowns.open === id;
  const { toggle, close } = dropdowns;
  return {
    expanded,
    panelId,
    close: () => close(id),
    /** Opens it unless it is open (the cart after an add: "Baru Ditambahkan"). */
    show: () => {
      if (!expanded) toggle(id);
    },
    /** Spread on the element holding both the button and the panel. */
    wrapperProps: {
      'data-header-dropdown': id,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !expanded) return;
        event.stopPropagation();
        close(id);
        buttonRef.current?.focus();
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': expanded,
      'aria-controls': panelId,
      onClick: () => toggle(id),
    },
  };
};

/** The phone's menu panel: opened by its button, closed by itself (see MobileMenu). */
export const useMobileMenu = () => {
  const { open, toggle, close } = useDropdowns();
  return { open: open === 'mobile-menu', show: () => toggle('mobile-menu'), hide: () => close('mobile-menu') };
};
