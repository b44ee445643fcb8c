/**
 * The messages of crowdfunding campaigns that finish (issue 49): the end date, all-or-nothing pledges, the
 * extension and updates to backers. English; the catalogs translate them.
 */
export const CAMPAIGN_MESSAGES = {
  campaignEnded: 'This campaign ended on {date}: it takes no more gifts.',
  campaignTakesPledges:
    'This campaign is all or nothing: please pledge with a card. You are only charged if it is funded.',
  campaignTakesGifts: 'This campaign keeps what it raises: please give instead of pledging.',
  pledgeNeedsCard: 'TWINT cannot hold a pledge: please pledge with a card.',
  pledgeExists: 'You have pledged to this campaign already. Cancel that pledge to pledge another amount.',
  pledgeNotFound: 'This pledge does not exist.',
  pledgeNotCancellable: 'This pledge can no longer be cancelled: the campaign has ended.',
  pledgeCancelled: 'Your pledge is cancelled: nothing will be charged.',
  pledgeNothingToConfirm: 'This pledge has nothing to confirm.',
  notACampaign: 'This offer is not a crowdfunding campaign.',
  campaignModeLocked: 'The campaign’s mode cannot change once the first gift or pledge is in.',
  campaignEndLocked: 'Once the first gift or pledge is in, the end date moves only by an extension.',
  campaignAlreadyExtended: 'This campaign was extended already: it can be extended once.',
  campaignExtensionInvalid: 'The new end date must be after the current one and at most 30 days later.',
  campaignExtended: 'The campaign now ends on {date}. Its backers are told.',
  overfundingInvalid: 'Please enter a cap between 100 and 300 percent of the target.',
  campaignUpdateTitleRequired: 'Please enter a title of at most 120 characters.',
  campaignUpdateTextRequired: 'Please enter the update’s text, at most 5,000 characters.',
  campaignUpdateNotAllowed: 'Updates are posted to crowdfunding campaigns that have started.',
  campaignUpdatePublished: 'The update is published and on its way to {count} backers.',
  campaignUpdateDraftSaved: 'The update is saved as a draft.',
  campaignUnsubscribed: 'You will receive no more updates of this campaign.',
  campaignUnsubscribeInvalid: 'This link is invalid. Please use the link of a recent update mail.',
} as const;
