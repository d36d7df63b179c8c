import Link from '@cloudscape-design/components/link';
import type { LinkProps } from '@cloudscape-design/components/link';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A Cloudscape link that moves inside the app without reloading it (modified clicks open a tab). */
export function RouterLink({
  href,
  children,
  ...props
}: { href: string; children: ReactNode } & Omit<LinkProps, 'href' | 'onFollow'>) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      href={href}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Link>
  );
}
