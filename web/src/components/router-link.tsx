import Link from '@cloudscape-design/components/link';
import type { LinkProps } from '@cloudscape-design/components/link';
import type { ReactNode } from 'react';

import { useFollowInApp } from '../hooks/use-follow-in-app';

/** A Cloudscape link that moves inside the app without reloading it; a modified click opens a new tab. */
export function RouterLink({
  href,
  children,
  ...props
}: { href: string; children: ReactNode } & Omit<LinkProps, 'href' | 'onFollow'>) {
  const follow = useFollowInApp();
  return (
    <Link {...props} href={href} onFollow={follow(href)}>
      {children}
    </Link>
  );
}
