import '../../components/system-font.css';
import './errors.css';

import { useEffect } from 'react';
import { Link } from 'react-router';

import { PATHS } from '../../app/paths';

interface MessagePageProps {
  title: string;
  body: string;
  /** The link home's text. */
  home: string;
  /** Reload the app on the way home (after an error, start clean). */
  reload?: boolean;
}

/** A plain page with a title, a sentence and a link home: the 404 and error pages. */
export function MessagePage({ title, body, home, reload = false }: MessagePageProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="cs-message-page">
      <h1>{title}</h1>
      <p>{body}</p>
      <Link to={PATHS.landing} reloadDocument={reload}>
        {home}
      </Link>
    </main>
  );
}
