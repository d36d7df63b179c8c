import * as contract from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';
import { standingGuidanceDeps } from '../standing/standing-guidance';

import { createCalendarFeedLink, renderCalendarFeed } from './calendar-feed';
import { transferPartnerToHeed } from './heed-transfer';
import {
  calendarFeedDeps,
  heedTransferDeps,
  partnerReviewDeps,
  heedTransferReadDeps,
  partnerDeps,
  partnerStatisticsDeps,
  partnerUsageDeps,
  pushSettingsDeps,
} from './partner-deps';
import { getPartner, listPartners } from './partner-reads';
import { listReviewsOfPartner, readPartnerStatistics } from './partner-statistics';
import { partnerUsage } from './partner-usage';
import { createPartner, removePartner, updatePartner } from './partners';
import {
  getPartnerNotifications,
  subscribePartnerPush,
  testPartnerPush,
  unsubscribePartnerPush,
  updatePartnerNotifications,
} from './push-settings';

/** The partners area Lambda: partner records, whose phone sign-ins follow them (issues 5 and 11). */
export const handler = areaHandler([
  route(contract.partnersList, ({ query }) =>
    listPartners({ ...partnerDeps(), ...heedTransferReadDeps() }, query),
  ),
  route(contract.partnerGet, ({ path }, { viewer }) =>
    getPartner(
      { ...partnerDeps(), ...standingGuidanceDeps(), ...heedTransferReadDeps() },
      viewer,
      path.partnerId,
    ),
  ),
  route(contract.partnerCreate, ({ body }, { viewer }) => createPartner(partnerDeps(), viewer, body)),
  route(contract.partnerUpdate, ({ path, body }, { viewer }) =>
    updatePartner(partnerDeps(), viewer, path.partnerId, body),
  ),
  route(contract.partnerRemove, ({ path }, { viewer }) =>
    removePartner({ ...partnerDeps(), ...partnerUsageDeps() }, viewer, path.partnerId),
  ),
  route(contract.partnerUsage, ({ path }) => partnerUsage(partnerUsageDeps(), path.partnerId)),
  route(contract.partnerTransferToHeed, ({ path }, { viewer }) =>
    transferPartnerToHeed(heedTransferDeps(), viewer, path.partnerId),
  ),
  route(contract.partnerReviewsList, ({ path, query }) =>
    listReviewsOfPartner(partnerReviewDeps(), { partnerId: path.partnerId, ...query }),
  ),
  route(contract.partnerStatisticsGet, () => readPartnerStatistics(partnerStatisticsDeps())),
  route(contract.partnerCalendarTokenCreate, async ({ path }, { viewer }) =>
    createCalendarFeedLink(await calendarFeedDeps(), viewer, path.partnerId),
  ),
  route(contract.partnerCalendarFeed, async ({ path }) =>
    renderCalendarFeed(await calendarFeedDeps(), path.token),
  ),
  route(contract.partnerNotificationsGet, ({ path }, { viewer }) =>
    getPartnerNotifications(pushSettingsDeps(), viewer, path.partnerId),
  ),
  route(contract.partnerNotificationsUpdate, ({ path, body }, { viewer }) =>
    updatePartnerNotifications(pushSettingsDeps(), viewer, path.partnerId, body),
  ),
  route(contract.partnerPushSubscribe, ({ path, body }, { viewer }) =>
    subscribePartnerPush(pushSettingsDeps(), viewer, path.partnerId, body),
  ),
  route(contract.partnerPushUnsubscribe, ({ path }, { viewer }) =>
    unsubscribePartnerPush(pushSettingsDeps(), viewer, path),
  ),
  route(contract.partnerPushTest, ({ path }, { viewer }) =>
    testPartnerPush(pushSettingsDeps(), viewer, path.partnerId),
  ),
]);
