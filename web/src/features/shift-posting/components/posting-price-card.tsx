import { LivePriceCard } from './live-price-card';
import { QuotedTotalCard } from './quoted-total-card';

interface PostingPriceCardProps {
  /** Administrators see the split live; organisations the total the server quotes. */
  admin: boolean;
  clientId: string | null | undefined;
  positionId: string | null | undefined;
  spans: readonly { start: string; end: string }[];
}

/** What the shifts being posted cost: the live price (administrators) or the quoted total (organisations). */
export function PostingPriceCard({ admin, clientId, positionId, spans }: PostingPriceCardProps) {
  return admin ? (
    <LivePriceCard clientId={clientId} positionId={positionId} spans={spans} />
  ) : (
    <QuotedTotalCard positionId={positionId} spans={spans} />
  );
}
