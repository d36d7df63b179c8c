import { useNavigate } from 'react-router';

/**
 * The click handler of a link with a real href (a modified click opens a tab) that moves inside the
 * app instead of reloading it.
 */
export function useFollowInApp(): (href: string) => (event: { preventDefault: () => void }) => void {
  const navigate = useNavigate();
  return (href) => (event) => {
    event.preventDefault();
    navigate(href);
  };
}
