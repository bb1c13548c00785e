import type { MouseEvent, ReactNode } from 'react';

interface Props {
  readonly href: string;
  readonly go: (href: string) => void;
  readonly className: string | undefined;
  readonly children: ReactNode;
  readonly label?: string;
}

/** A link that navigates in place (keeping the shopper's place) and still works without JavaScript. */
export const ListLink = ({ href, go, className, children, label }: Props) => (
  <a
    href={href}
    className={className}
    aria-label={label}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      go(href);
    }}
  >
    {children}
  </a>
);
