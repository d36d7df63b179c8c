import type { Position } from '@careshift/contract';

import { useClientRecord } from './use-client-record';
import { useOwnPartner } from './use-partner-profile';
import { usePositions } from './use-positions';
import type { PortalViewer } from './use-viewer';

function onlyPositions(
  positions: Position[] | undefined,
  ids: readonly string[] | undefined,
): Position[] | undefined {
  if (!positions) return undefined;
  if (!ids) return positions;
  const allowed = new Set(ids);
  return positions.filter((position) => allowed.has(position.id));
}

/** The ids of a client's or a partner's own positions (none for administrators), and whether they are still read. */
function ownPositionIds(
  viewer: PortalViewer,
  client: ReturnType<typeof useClientRecord>,
  partner: ReturnType<typeof useOwnPartner>,
): { ownIds: readonly string[] | undefined; waitingForOwn: boolean } {
  if (viewer.kind === 'client') {
    return { ownIds: client.data?.positionIds, waitingForOwn: Boolean(viewer.clientId) && client.isPending };
  }
  if (viewer.kind === 'partner')
    return { ownIds: partner.data?.positionIds, waitingForOwn: partner.isPending };
  return { ownIds: undefined, waitingForOwn: false };
}

/**
 * The positions a viewer may filter by or post for (spec section 6): administrators all, a client
 * its own organisation's, a partner its own.
 */
export function usePositionOptions(viewer: PortalViewer) {
  const positions = usePositions();
  const client = useClientRecord(viewer.kind === 'client' ? viewer.clientId : undefined);
  const partner = useOwnPartner(viewer);
  const { ownIds, waitingForOwn } = ownPositionIds(viewer, client, partner);
  return {
    positions: waitingForOwn ? undefined : onlyPositions(positions.data, ownIds),
    isPending: positions.isPending || waitingForOwn,
    isError: positions.isError || client.isError || partner.isError,
    refetch: () => {
      void positions.refetch();
      if (client.isError) void client.refetch();
      if (partner.isError) void partner.refetch();
    },
  };
}
